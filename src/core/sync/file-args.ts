/**
 * Files as mutation arguments: a file the user picked travels in the args (and so in the outbox, as a
 * Blob) and becomes a part of the multipart call when the entry is replayed.
 * Invariant: the call's body never holds a file; every declared file arg becomes parts, nothing else.
 */
import * as v from 'valibot';
import type { OutboxCall, OutboxFile } from './types.ts';

/**
 * A picked file as an argument: its bytes and the name it is uploaded under. Not a `File`: a File
 * cloned into IndexedDB keeps its name in browsers, but not in every structured clone (Node's).
 */
export type FileArg = { blob: Blob; name: string };

/** The schema of one file arg; `messageId` is the catalogue message shown when it is missing or broken. */
export function fileArgSchema(messageId: string) {
  return v.object(
    {
      blob: v.instance(Blob, messageId),
      name: v.pipe(v.string(messageId), v.minLength(1, messageId), v.maxLength(255, messageId)),
    },
    messageId,
  );
}

/** Arg names whose value is a file, a list of files, or an optional one. */
export type FileArgKey<TArgs> = {
  [Key in keyof TArgs]-?: NonNullable<TArgs[Key]> extends FileArg | readonly FileArg[] ? Key : never;
}[keyof TArgs] &
  string;

/**
 * The call of a mutation with file args: the declared args leave the body and become parts named
 * after the arg (a list gives several parts of that name). `files` is set even when no file was
 * given, so the call stays multipart, as its route expects.
 */
export function withFileParts(call: OutboxCall, args: object, fileArgs: readonly string[]): OutboxCall {
  const body: Record<string, unknown> = { ...call.body };
  const files: OutboxFile[] = [];
  const values = args as Record<string, unknown>;
  for (const field of fileArgs) {
    delete body[field];
    const value = values[field];
    const picked = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
    for (const file of picked as FileArg[]) files.push({ field, blob: file.blob, name: file.name });
  }
  return { ...call, body, files };
}

/**
 * How an upload's body travels as form fields: a string as it is, any other value as its JSON (a
 * route decodes it with the same args schema). Undefined fields are left out, as JSON would.
 */
export function formFieldsOf(body: Record<string, unknown>): [name: string, value: string][] {
  return Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]);
}

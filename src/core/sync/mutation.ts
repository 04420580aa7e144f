/**
 * How a mutation is defined once for the whole product: name, args schema, pure local apply and the
 * REST call it becomes. The browser's `mutate` and the server routes both read these definitions.
 */
import type * as v from 'valibot';
import { type FileArgKey, withFileParts } from './file-args.ts';
import type { OutboxCall, SyncedRow } from './types.ts';

export type ApplyContext = {
  ownerId: string;
  /** ISO 8601 instant of the local change. */
  now: string;
};

/**
 * Its functions are methods, not function-typed properties: TypeScript compares method parameters
 * both ways, so a definition over one entity's args fits the registry's list of any definitions
 * without a cast (the registry validates the args with `args` before it calls them).
 */
export type MutationDefinition<TArgs, TRow extends SyncedRow> = {
  /** `domain.verb`, e.g. `patient.update`. */
  name: string;
  /** Local (Dexie) table the mutation changes. */
  table: string;
  /** Validates the args on the client (before queueing) and on the server (before applying). */
  args: v.GenericSchema<unknown, TArgs>;
  /** Which row the mutation changes. */
  rowId(args: TArgs): string;
  /**
   * The row after the change, from the row before it (undefined when absent). Pure: the engine
   * re-applies queued mutations on top of every server row it receives (rebase), so it must be
   * deterministic and must not depend on anything but its inputs.
   */
  apply(row: TRow | undefined, args: TArgs, context: ApplyContext): TRow | undefined;
  /** The args holding files (see MutationSpec); the definition's `toCall` already moved them to parts. */
  fileArgs?: readonly string[];
  /**
   * The REST call, without `lang_code` (added at send time). With `fileArgs`, the definition's call
   * gains `files` (those args leave the body): write `toCall` for the other fields only.
   */
  toCall(args: TArgs): OutboxCall;
  /**
   * The one change that `queued` then `next` make, when an entry of `queued` not yet sent may take
   * `next` in (the outbox coalesces; `src/local/sync/mutate.ts`); undefined keeps them apart. The merge
   * must leave the row exactly as applying both in turn would, on every row they may be rebased on.
   */
  mergeQueued?(queued: TArgs, next: TArgs): TArgs | undefined;
};

/** A definition as written: its file args are checked against its args' type. */
export type MutationSpec<TArgs, TRow extends SyncedRow> = Omit<
  MutationDefinition<TArgs, TRow>,
  'fileArgs'
> & {
  /**
   * Args holding files the user picked (`FileArg`, a list of them, or an optional one; schema:
   * `fileArgSchema`). They are stored in the outbox as Blobs and the call is sent as multipart, each
   * file a part named after its arg.
   */
  fileArgs?: readonly FileArgKey<TArgs>[];
};

export function defineMutation<TArgs, TRow extends SyncedRow>(
  definition: MutationSpec<TArgs, TRow>,
): MutationDefinition<TArgs, TRow> {
  const { fileArgs, toCall } = definition;
  if (fileArgs === undefined) return definition;
  return { ...definition, toCall: (args) => withFileParts(toCall(args), args as object, fileArgs) };
}

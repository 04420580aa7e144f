/**
 * The common course of a streamed upload, shared by `/api/files`, the synced entities' file uploads
 * and the patient's chat documents: the multipart body read up to its `file` part (the small fields
 * before it), the form's language applied, then the file streamed under its limits — a declared
 * length already over them refused before a byte of it is read, the size counted while reading, the
 * real type decided from the bytes. Invariants: every refusal before the body's end drains what it
 * reasonably can first (upload-answers.ts), and a client gone mid-body or a malformed body is a 400,
 * never a 500.
 */
import type { Context } from 'hono';
import { LANGUAGE_PARAM } from '#core/api';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { parseLanguageCode } from '#core/languages';
import type { Message } from '#core/messages';
import type { FileKindRule, UploadMimeType } from '#core/onboarding/files';
import type { AppEnv } from '../http/app-env.ts';
import { fail } from '../http/envelope.ts';
import { hasExplicitLanguage, setLanguage } from '../http/language.ts';
import type { I18nRegistry } from '../i18n.ts';
import type { Logger } from '../log.ts';
import { DRAIN_MAX_BYTES } from './drain-body.ts';
import type { FileStore } from './file-store.ts';
import { boundaryOf, MultipartError, MultipartReader } from './multipart-stream.ts';
import { readUntilFile, receiveFilePart } from './receive-upload.ts';
import { closing, isClientGone, MULTIPART_OVERHEAD_BYTES, refuseUpload } from './upload-answers.ts';

export type UploadLimits = {
  maxBytes: number;
  mimeTypes: readonly UploadMimeType[];
  tooLarge: Message;
  wrongType: Message;
};

/** A kind's limits (#core/onboarding/files), optionally tighter (what is left of a total). */
export function limitsOf(rule: FileKindRule, tighter?: { maxBytes: number; tooLarge: Message }) {
  return {
    maxBytes: tighter?.maxBytes ?? rule.maxBytes,
    mimeTypes: rule.mimeTypes,
    tooLarge: tighter?.tooLarge ?? rule.sizeMessage,
    wrongType: rule.typeMessage,
  };
}

export type StoredUpload = { storageName: string; size: number; mimeType: UploadMimeType };

export type UploadForm = {
  /** The small fields sent before the file. */
  fields: ReadonlyMap<string, string>;
  /** The file name the client gave, if any (display only: see cleanName). */
  filename: string | undefined;
  /** Answers before the body's end (what remains is drained first, within bounds). */
  refuse(response: Response): Promise<Response>;
  /** Streams the file under `limits` into the store: the stored file, or the answer refusing it. */
  receive(limits: UploadLimits): Promise<StoredUpload | { refused: Response }>;
};

export async function streamedUpload(
  c: Context<AppEnv>,
  deps: { i18n: I18nRegistry; log: Logger; store: FileStore },
  handle: (form: UploadForm) => Promise<Response>,
): Promise<Response> {
  const boundary = boundaryOf(c.req.header('content-type'));
  const body = c.req.raw.body;
  if (!boundary || !body) return closing(c, fail(c, 400, ERROR_MESSAGES.badRequest));
  const reader = body.getReader();
  const refuse = (response: Response) => refuseUpload(c, reader, response);
  const multipart = new MultipartReader(reader, boundary);
  try {
    const filePart = await readUntilFile(multipart);
    if (!filePart) return await refuse(fail(c, 400, ERROR_MESSAGES.badRequest));
    const language = parseLanguageCode(filePart.fields.get(LANGUAGE_PARAM));
    if (language && !hasExplicitLanguage(c)) setLanguage(c, deps.i18n, language);
    return await handle({
      fields: filePart.fields,
      filename: filePart.headers.filename,
      refuse,
      async receive(limits) {
        const declared = Number(c.req.header('content-length') ?? Number.NaN);
        if (declared > limits.maxBytes + MULTIPART_OVERHEAD_BYTES) {
          // Beyond what is worth draining: answered at once, the client may only see the connection end.
          if (declared > DRAIN_MAX_BYTES) return { refused: closing(c, fail(c, 413, limits.tooLarge)) };
          return { refused: await refuse(fail(c, 413, limits.tooLarge)) };
        }
        const received = await receiveFilePart(multipart, deps.store, limits.maxBytes, limits.mimeTypes);
        if (received.status === 'too-large') return { refused: await refuse(fail(c, 413, limits.tooLarge)) };
        if (received.status !== 'ok') return { refused: fail(c, 400, limits.wrongType) };
        return received;
      },
    });
  } catch (error) {
    // Not a server fault: receiveFilePart already removed the partial file, and nobody reads this.
    if (isClientGone(c)) {
      deps.log.info('upload aborted', { requestId: c.var.requestId });
      return closing(c, fail(c, 400, ERROR_MESSAGES.badRequest));
    }
    if (error instanceof MultipartError) return refuse(fail(c, 400, ERROR_MESSAGES.badRequest));
    throw error;
  }
}

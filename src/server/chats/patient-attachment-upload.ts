/**
 * `POST /api/patient-chat/attachments`: a document the patient sends, as a message of its own.
 * Multipart: the new message's `id` (the page's UUID, so a retry is the same message), then the part
 * `file`. Streamed under the documents' limits (size while reading, real type from the bytes) before
 * anything is recorded; a refused, repeated or failed upload keeps no bytes.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { LANGUAGE_PARAM } from '#core/api';
import { CHAT_MESSAGES } from '#core/chats/chat-messages';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { parseLanguageCode } from '#core/languages';
import { DOCUMENT_MIME_TYPES, type DocumentMimeType, FILE_KIND_RULES } from '#core/onboarding/files';
import { syncedIdSchema } from '#core/sync/entity';
import type { AppDeps } from '../deps.ts';
import { DRAIN_MAX_BYTES } from '../files/drain-body.ts';
import { boundaryOf, MultipartError, MultipartReader } from '../files/multipart-stream.ts';
import { readUntilFile, receiveFilePart } from '../files/receive-upload.ts';
import {
  cleanName,
  closing,
  isClientGone,
  MULTIPART_OVERHEAD_BYTES,
  refuseUpload,
} from '../files/upload-answers.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { hasExplicitLanguage, setLanguage } from '../http/language.ts';
import type { LiveChatLink } from './chat-links.ts';
import { writePatientMessage } from './patient-messages.ts';

const RULE = FILE_KIND_RULES.attachment;

const isDocumentType = (type: string): type is DocumentMimeType =>
  (DOCUMENT_MIME_TYPES as readonly string[]).includes(type);

export function patientAttachmentUpload(
  deps: AppDeps,
  linkOf: (c: Context<AppEnv>) => Promise<LiveChatLink | undefined>,
) {
  const store = deps.onboarding.files;
  return async (c: Context<AppEnv>): Promise<Response> => {
    const boundary = boundaryOf(c.req.header('content-type'));
    const body = c.req.raw.body;
    if (!boundary || !body) return closing(c, fail(c, 400, ERROR_MESSAGES.badRequest));
    const reader = body.getReader();
    const refuse = (response: Response) => refuseUpload(c, reader, response);
    try {
      const link = await linkOf(c);
      if (!link) return refuse(fail(c, 404, CHAT_MESSAGES.linkUnavailable));
      const multipart = new MultipartReader(reader, boundary);
      const filePart = await readUntilFile(multipart);
      const language = parseLanguageCode(filePart?.fields.get(LANGUAGE_PARAM));
      if (language && !hasExplicitLanguage(c)) setLanguage(c, deps.i18n, language);
      const id = filePart?.fields.get('id');
      if (!filePart || !v.is(syncedIdSchema, id)) return refuse(fail(c, 400, ERROR_MESSAGES.badRequest));
      const declared = Number(c.req.header('content-length') ?? Number.NaN);
      if (declared > RULE.maxBytes + MULTIPART_OVERHEAD_BYTES) {
        if (declared > DRAIN_MAX_BYTES) return closing(c, fail(c, 413, RULE.sizeMessage));
        return refuse(fail(c, 413, RULE.sizeMessage));
      }
      const received = await receiveFilePart(multipart, store, RULE.maxBytes, RULE.mimeTypes);
      if (received.status === 'too-large') return refuse(fail(c, 413, RULE.sizeMessage));
      if (received.status !== 'ok' || !isDocumentType(received.mimeType))
        return fail(c, 400, RULE.typeMessage);

      let kept = false;
      try {
        const file = {
          name: cleanName(filePart.headers.filename),
          size: received.size,
          mimeType: received.mimeType,
          storageName: received.storageName,
        };
        const stored = await writePatientMessage(deps, link, { id, text: '', file }, deps.onboarding.now());
        if (!stored) return fail(c, 409, CHAT_MESSAGES.messageIdTaken);
        kept = stored.isNew;
        return ok(c, stored.message, stored.isNew ? 201 : 200);
      } finally {
        // A repeat (the first upload's bytes are the document) or a failure: these bytes are no one's.
        if (!kept) await store.remove(received.storageName);
      }
    } catch (error) {
      if (isClientGone(c)) return closing(c, fail(c, 400, ERROR_MESSAGES.badRequest));
      if (error instanceof MultipartError) return refuse(fail(c, 400, ERROR_MESSAGES.badRequest));
      throw error;
    }
  };
}

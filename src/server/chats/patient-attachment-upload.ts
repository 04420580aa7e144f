/**
 * `POST /api/patient-chat/attachments`: a document the patient sends, as a message of its own.
 * Multipart: the new message's `id` (the page's UUID, so a retry is the same message), then the part
 * `file`. Streamed under the documents' limits (files/streamed-upload.ts) before anything is
 * recorded; a refused, repeated or failed upload keeps no bytes.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { CHAT_MESSAGES } from '#core/chats/chat-messages';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { DOCUMENT_MIME_TYPES, type DocumentMimeType, FILE_KIND_RULES } from '#core/onboarding/files';
import { syncedIdSchema } from '#core/sync/entity';
import type { AppDeps } from '../deps.ts';
import { limitsOf, streamedUpload } from '../files/streamed-upload.ts';
import { cleanName } from '../files/upload-answers.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import type { LiveChatLink } from './chat-links.ts';
import { writePatientMessage } from './patient-messages.ts';

const LIMITS = limitsOf(FILE_KIND_RULES.attachment);

const isDocumentType = (type: string): type is DocumentMimeType =>
  (DOCUMENT_MIME_TYPES as readonly string[]).includes(type);

export function patientAttachmentUpload(
  deps: AppDeps,
  linkOf: (c: Context<AppEnv>) => Promise<LiveChatLink | undefined>,
) {
  const store = deps.onboarding.files;
  return (c: Context<AppEnv>): Promise<Response> =>
    streamedUpload(c, { ...deps, store }, async (form) => {
      const link = await linkOf(c);
      if (!link) return form.refuse(fail(c, 404, CHAT_MESSAGES.linkUnavailable));
      const id = form.fields.get('id');
      if (!v.is(syncedIdSchema, id)) return form.refuse(fail(c, 400, ERROR_MESSAGES.badRequest));
      const received = await form.receive(LIMITS);
      if ('refused' in received) return received.refused;
      if (!isDocumentType(received.mimeType)) {
        await store.remove(received.storageName);
        return fail(c, 400, LIMITS.wrongType);
      }
      let kept = false;
      try {
        const file = {
          name: cleanName(form.filename),
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
    });
}

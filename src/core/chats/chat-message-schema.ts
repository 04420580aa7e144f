/**
 * A chat message between a specialist and one patient (a company patient's conversation is with its
 * contact): plain text, never markup, and documents attached to it, with who sent it, when it was
 * written and when the other party read it. A message has text, documents, or both. The conversation is the patient: messages are listed by (patientId, sentAt). Instants are
 * canonical ISO strings (session-schema.ts), so they sort as plain strings in IndexedDB.
 */
import * as v from 'valibot';
import { DOC_MAX_BYTES } from '../constants.ts';
import { DOCUMENT_MIME_TYPES, type DocumentMimeType } from '../onboarding/files.ts';
import { instantRule } from '../sessions/session-schema.ts';
import type { FieldIssue, FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { cleanFileName, withoutUnsafeCharacters } from '../validation/plain-text.ts';
import { uuidRule } from '../validation/rules.ts';
import { CHAT_MESSAGES as M } from './chat-messages.ts';

/** A long message still reads as one; a document belongs in an attachment. */
export const CHAT_TEXT_MAX_CHARS = 4000;

/** Documents per message; more go in the next message. */
export const CHAT_ATTACHMENTS_MAX = 5;
/** A file name as shown; longer ones are cut (the server keeps its own copy of the name too). */
export const CHAT_ATTACHMENT_NAME_MAX_CHARS = 200;

/**
 * A document sent with a message, as the sender's device described it when it was written (so it
 * shows offline, before its bytes are uploaded); its bytes are the uploaded file `fileId`, of kind
 * `attachment` (the sync's `chatMessage.file`, queued after the message), whose type the server
 * decides from the bytes when it serves them.
 */
export type ChatAttachment = { fileId: string; name: string; size: number; type: DocumentMimeType };

export const CHAT_SENDERS = ['specialist', 'patient'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export type ChatMessageFields = FieldsOf<typeof chatMessageFieldEntries>;

export type ChatMessageRow = SyncedRow & ChatMessageFields;

/**
 * The text as stored: unsafe characters removed, surrounding blank space trimmed, length capped. It
 * may be empty when documents are attached (chatMessageIssue).
 */
export const chatTextRule = v.pipe(
  v.string(M.textRequired.id),
  v.transform((text) => withoutUnsafeCharacters(text).trim()),
  v.maxLength(CHAT_TEXT_MAX_CHARS, M.textTooLong.id),
);

/** A text alone, as a patient's message without a document: never empty. */
export const chatTextOnlyRule = v.pipe(chatTextRule, v.minLength(1, M.textRequired.id));

const attachmentRule = v.strictObject({
  fileId: uuidRule(M.attachmentInvalid),
  name: v.pipe(
    v.string(M.attachmentInvalid.id),
    v.transform((name) => cleanFileName(name).slice(0, CHAT_ATTACHMENT_NAME_MAX_CHARS)),
    v.minLength(1, M.attachmentInvalid.id),
  ),
  size: v.pipe(
    v.number(M.attachmentInvalid.id),
    v.integer(M.attachmentInvalid.id),
    v.minValue(1, M.attachmentInvalid.id),
    v.maxValue(DOC_MAX_BYTES, M.attachmentTooLarge.id),
  ),
  type: v.picklist(DOCUMENT_MIME_TYPES, M.attachmentType.id),
});

export const chatAttachmentsRule = v.pipe(
  v.array(attachmentRule, M.attachmentInvalid.id),
  v.maxLength(CHAT_ATTACHMENTS_MAX, M.tooManyAttachments.id),
  v.check(
    (attachments) => new Set(attachments.map((attachment) => attachment.fileId)).size === attachments.length,
    M.attachmentInvalid.id,
  ),
);

export const chatMessageFieldEntries = {
  patientId: uuidRule(M.patientRequired),
  sender: v.picklist(CHAT_SENDERS, M.senderInvalid.id),
  /** Plain text as typed, line breaks kept, trimmed; rendered as text, never as HTML. */
  text: chatTextRule,
  attachments: chatAttachmentsRule,
  /** When it was written: the writer's clock, offline too, so what was written offline keeps its place. */
  sentAt: instantRule(M.sentAtInvalid),
  /** When the other party first read it; set once, never cleared. */
  readAt: v.nullable(instantRule(M.readAtInvalid)),
};

/** A message says something: text, a document, or both. */
export function chatMessageIssue(fields: ChatMessageFields): FieldIssue<ChatMessageFields> | undefined {
  return fields.text === '' && fields.attachments.length === 0
    ? { field: 'text', message: M.textRequired.id }
    : undefined;
}

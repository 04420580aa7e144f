/**
 * The documents picked for one chat message, checked the same way on both sides of a conversation
 * before anything is sent (the specialist's office and the patient's link page): the documents' types
 * and per-file size (spec §9), at most CHAT_ATTACHMENTS_MAX together.
 */

import type { Message } from '../messages.ts';
import { checkPickedFile, documentTypeOf, type PickedFile } from '../onboarding/files.ts';
import { cleanFileName } from '../validation/plain-text.ts';
import {
  CHAT_ATTACHMENT_NAME_MAX_CHARS,
  CHAT_ATTACHMENTS_MAX,
  type ChatAttachment,
} from './chat-message-schema.ts';
import { CHAT_MESSAGES } from './chat-messages.ts';

/** The first reason these files cannot go with one message; undefined when they can. */
export function attachmentsRefusal(files: readonly PickedFile[]): Message | undefined {
  if (files.length > CHAT_ATTACHMENTS_MAX) return CHAT_MESSAGES.tooManyAttachments;
  for (const file of files) {
    const refused = checkPickedFile('attachment', file);
    if (refused) return refused;
    if (!documentTypeOf(file)) return CHAT_MESSAGES.attachmentType;
  }
  return undefined;
}

/** How a message describes a picked file it carries (checked by attachmentsRefusal first). */
export function toAttachment(fileId: string, file: PickedFile): ChatAttachment {
  const type = documentTypeOf(file);
  if (!type) throw new Error('not a document: check it with attachmentsRefusal first');
  const name = cleanFileName(file.name).slice(0, CHAT_ATTACHMENT_NAME_MAX_CHARS) || 'document';
  return { fileId, name, size: file.size, type };
}

/** A message in one line, for lists and searches: its text, else the names of its documents. */
export function messageSummary(message: { text: string; attachments: readonly ChatAttachment[] }): string {
  return message.text || message.attachments.map((attachment) => attachment.name).join(', ');
}

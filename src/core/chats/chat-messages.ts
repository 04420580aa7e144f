/**
 * The wording of the chat's rules and refusals, as descriptors the browser and the server both
 * translate ("messages" in the i18n sense; the chat's own messages are chat-message-schema.ts's rows).
 * The 4,000 written in the wording is CHAT_TEXT_MAX_CHARS, the 5 CHAT_ATTACHMENTS_MAX, the 10 MB
 * DOC_MAX_BYTES.
 */
import { defineMessages } from '../messages.ts';

export const CHAT_MESSAGES = defineMessages({
  patientRequired: /*i18n*/ { id: 'chat.patient.required', message: 'Please choose the patient to write to' },
  textRequired: /*i18n*/ { id: 'chat.text.required', message: 'Please write a message' },
  textTooLong: /*i18n*/ { id: 'chat.text.tooLong', message: 'A message can be at most 4,000 characters' },
  attachmentInvalid: /*i18n*/ {
    id: 'chat.attachment.invalid',
    message: 'This document could not be attached. Please choose it again.',
  },
  attachmentType: /*i18n*/ {
    id: 'chat.attachment.type',
    message: 'Please attach a PDF, DOCX, JPG or PNG file',
  },
  attachmentTooLarge: /*i18n*/ {
    id: 'chat.attachment.tooLarge',
    message: 'Each document must be 10 MB or smaller',
  },
  tooManyAttachments: /*i18n*/ {
    id: 'chat.attachment.tooMany',
    message: 'You can attach at most 5 documents to a message',
  },
  senderInvalid: /*i18n*/ {
    id: 'chat.sender.invalid',
    message: 'Only you can send messages from the office',
  },
  sentAtInvalid: /*i18n*/ { id: 'chat.sentAt.invalid', message: 'The message has no valid sending time' },
  readAtInvalid: /*i18n*/ { id: 'chat.readAt.invalid', message: 'The message has no valid reading time' },
  unchangeable: /*i18n*/ { id: 'chat.message.unchangeable', message: 'A sent message cannot be changed' },
  readByPatientOnly: /*i18n*/ {
    id: 'chat.message.readByPatientOnly',
    message: 'Only the patient can mark your messages as read',
  },
  notFound: /*i18n*/ { id: 'chat.message.notFound', message: 'Message not found' },
  linkUnavailable: /*i18n*/ {
    id: 'chat.link.unavailable',
    message: 'This conversation link no longer works. Please ask your specialist for a new one.',
  },
  messageIdTaken: /*i18n*/ {
    id: 'chat.message.idTaken',
    message: 'This message could not be sent. Please try again.',
  },
});

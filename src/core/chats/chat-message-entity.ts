/**
 * Chat messages as a synced entity (`chatMessage.create` and `.update` on `/api/chat-messages`): the
 * specialist's messages written offline wait in the outbox in order and are sent once, each document's
 * upload queued right after its message; read receipts are updates. No delete: a conversation with a patient is a record of the care given.
 */
import { defineSyncedEntity } from '../sync/entity.ts';
import { settleChatMessage } from './chat-message-rules.ts';
import { chatMessageFieldEntries, chatMessageIssue } from './chat-message-schema.ts';

export const CHAT_MESSAGES_PATH = '/api/chat-messages';

export const CHAT_MESSAGE_ENTITY = defineSyncedEntity({
  name: 'chatMessage',
  table: 'chatMessages',
  path: CHAT_MESSAGES_PATH,
  fieldEntries: chatMessageFieldEntries,
  writes: ['create', 'update'],
  // A document's bytes follow its message in the outbox: the message names it, the upload stores it.
  fileFields: { attachments: { kind: 'attachment', holds: 'within' } },
  crossFieldIssue: chatMessageIssue,
  // Marked read once, checked against the stored value: never merged while queued.
  stepFields: ['readAt'],
  settle: settleChatMessage,
});

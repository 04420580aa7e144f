/**
 * Version 12: chat messages (#core/chats), thousands per conversation, read a page at a time in order
 * by [patientId+sentAt]; `patientId` lists the conversations (unique keys only) and `unreadPatientId`
 * counts the unread (./chat-message-keys.ts).
 */
import { CHAT_MESSAGE_ENTITY } from '#core/chats/chat-message-entity';
import { defineSyncedTable } from '../local-table.ts';
import { type StoredChatMessage, withChatMessageKeys } from './chat-message-keys.ts';

export const CHAT_MESSAGES_TABLE = defineSyncedTable<StoredChatMessage>()('chatMessages', {
  entity: CHAT_MESSAGE_ENTITY,
  toStored: withChatMessageKeys,
  patientOf: (row) => row.patientId,
  filesOf: (row) => row.attachments.map((attachment) => attachment.fileId),
  history: [{ version: 12, stores: 'id, patientId, [patientId+sentAt], unreadPatientId' }],
});

/**
 * The derived index key of a stored chat message: `unreadPatientId`, the patient's id on a patient's
 * message the specialist has not read yet, absent otherwise. IndexedDB cannot index a null `readAt`,
 * so the unread counts (the bell, each conversation's badge) come from this key without reading rows.
 */
import type { ChatMessageRow } from '#core/chats/chat-message-schema';

export type StoredChatMessage = ChatMessageRow & { unreadPatientId?: string };

export function withChatMessageKeys(row: ChatMessageRow): StoredChatMessage {
  const plain = withoutChatMessageKeys(row);
  if (plain.sender !== 'patient' || plain.readAt !== null || plain.deletedAt !== null) return plain;
  return { ...plain, unreadPatientId: plain.patientId };
}

export function withoutChatMessageKeys(row: StoredChatMessage): ChatMessageRow {
  const { unreadPatientId: _unread, ...plain } = row;
  return plain;
}

/**
 * Chat messages on the server (#core/chats). The shared rules let the specialist's sync create their
 * own messages and mark a patient's as read; here, a message's patient must be the specialist's live
 * patient, and a sending time ahead of the server's clock (a device whose clock runs fast) is brought
 * back to now, so a reply written after it never sorts before it. A change pokes the patient's open
 * page too.
 */
import { eq } from 'drizzle-orm';
import { CHAT_MESSAGE_ENTITY } from '#core/chats/chat-message-entity';
import type { ChatMessageFields } from '#core/chats/chat-message-schema';
import { CHAT_MESSAGES as M } from '#core/chats/chat-messages';
import { recordWrites } from '../access-log/record-access.ts';
import { chatMessages } from '../db/schema.ts';
import { patientEntity } from '../patients/patient-entity.ts';
import { conversationAddress } from '../realtime/chat-addresses.ts';
import { defineServerEntity, type ServerEntity } from '../sync/entity-definition.ts';

export const chatMessageEntity: ServerEntity = defineServerEntity<
  ChatMessageFields,
  typeof chatMessages.$inferSelect
>({
  synced: CHAT_MESSAGE_ENTITY,
  table: chatMessages,
  notFound: M.notFound,
  references: [
    { field: 'patientId', target: () => patientEntity, message: M.patientRequired, absent: 'not-found' },
  ],
  // The patient's page, if open, fetches the new message or read receipt at once.
  alsoPoke: (fields) => [conversationAddress(fields.patientId)],
  afterWrite: recordWrites<ChatMessageFields>('chat', (_id, fields) => fields.patientId),
  // The attachments' bytes are removed with their file rows by the erasure itself.
  erasure: {
    rowsOf: (patientId) => eq(chatMessages.patientId, patientId),
    blank: { text: '', attachments: [] },
  },
  async complete(_tx, write) {
    const now = new Date().toISOString();
    if (write.existing || write.fields.sentAt <= now) return { ok: true, fields: write.fields };
    return { ok: true, fields: { ...write.fields, sentAt: now } };
  },
});

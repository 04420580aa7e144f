/**
 * The chat writes the office makes: send a message (shown at once, waiting in the outbox until it is
 * delivered; messages written offline leave in the order they were written) and mark what the
 * patient wrote as read. Nothing is queued that the server would refuse.
 */
import * as v from 'valibot';
import { CHAT_MESSAGE_ENTITY } from '#core/chats/chat-message-entity';
import { chatTextRule } from '#core/chats/chat-message-schema';
import { CHAT_MESSAGES } from '#core/chats/chat-messages';
import { getDb, type MindofficeDb } from '../db.ts';
import { mutate } from '../sync/mutate.ts';

export type SendResult = { ok: true; id: string } | { ok: false; messageId: string };

/**
 * Queues the specialist's message to the patient; `now` is when it was written (its place in the
 * conversation), never earlier than the conversation's last message so it always shows last.
 */
export async function sendChatMessage(
  patientId: string,
  text: string,
  db: MindofficeDb = getDb(),
  now: number = Date.now(),
): Promise<SendResult> {
  const checked = v.safeParse(chatTextRule, text);
  if (!checked.success)
    return { ok: false, messageId: checked.issues[0]?.message ?? CHAT_MESSAGES.textRequired.id };
  const last = await db.chatMessages
    .where('[patientId+sentAt]')
    .between([patientId, ''], [patientId, '\uffff'])
    .last();
  const written = new Date(now).toISOString();
  const sentAt =
    last && last.sentAt >= written ? new Date(Date.parse(last.sentAt) + 1).toISOString() : written;
  const id = crypto.randomUUID();
  await mutate(
    CHAT_MESSAGE_ENTITY.mutations.create.name,
    { id, patientId, sender: 'specialist', text: checked.output, sentAt, readAt: null },
    { db, now },
  );
  return { ok: true, id };
}

/** Marks every unread message of the patient as read now: one update each, queued together. */
export async function markConversationRead(
  patientId: string,
  db: MindofficeDb = getDb(),
  now: number = Date.now(),
): Promise<number> {
  const unread = await db.chatMessages.where('unreadPatientId').equals(patientId).toArray();
  const readAt = new Date(now).toISOString();
  for (const message of unread)
    await mutate(
      CHAT_MESSAGE_ENTITY.mutations.update.name,
      { id: message.id, baseVersion: message.version, changes: { readAt } },
      { db, now },
    );
  return unread.length;
}

/**
 * The patient's side of a conversation, through their link: read it a page at a time, write into it
 * (idempotent by the message's client id, in the owner's transaction so the version order holds, and
 * the specialist's devices poked to pull), and mark the specialist's messages read.
 */
import { and, desc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import {
  PATIENT_CHAT_PAGE_SIZE,
  type PatientChatMessage,
  type PatientConversation,
} from '#core/chats/chat-link-api';
import type { Db } from '../db/client.ts';
import { chatMessages, patients } from '../db/schema.ts';
import { notifyChatMessage } from '../notifications/notifications.ts';
import { conversationAddress } from '../realtime/chat-addresses.ts';
import { NEXT_VERSION } from '../sync/entity-store.ts';
import { withOwnerTransaction } from '../sync/owner-transaction.ts';
import { notifyInTransaction, type PokeDeps, pokeAfterCommit } from '../sync/poke.ts';
import type { LiveChatLink } from './chat-links.ts';
import { specialistName } from './specialist-name.ts';

type MessageRecord = typeof chatMessages.$inferSelect;

const toPatientMessage = (record: MessageRecord): PatientChatMessage => ({
  id: record.id,
  sender: record.sender,
  text: record.text,
  sentAt: record.sentAt.toISOString(),
  readAt: record.readAt ? record.readAt.toISOString() : null,
});

const ofConversation = (link: LiveChatLink) =>
  and(
    eq(chatMessages.ownerId, link.ownerId),
    eq(chatMessages.patientId, link.patientId),
    isNull(chatMessages.deletedAt),
  );

export async function readConversation(
  db: Db,
  link: LiveChatLink,
  before: Date | undefined,
): Promise<PatientConversation> {
  const records = await db
    .select()
    .from(chatMessages)
    .where(and(ofConversation(link), before ? lt(chatMessages.sentAt, before) : undefined))
    .orderBy(desc(chatMessages.sentAt), desc(chatMessages.id))
    .limit(PATIENT_CHAT_PAGE_SIZE + 1);
  const [patient] = await db
    .select({ name: patients.name })
    .from(patients)
    .where(eq(patients.id, link.patientId));
  return {
    specialist: { name: await specialistName(db, link.ownerId) },
    patientName: patient?.name ?? '',
    messages: records.slice(0, PATIENT_CHAT_PAGE_SIZE).reverse().map(toPatientMessage),
    hasOlder: records.length > PATIENT_CHAT_PAGE_SIZE,
  };
}

/** A patient's message is news for the specialist's devices and for the patient's other pages. */
const addressesOf = (link: LiveChatLink) => [link.ownerId, conversationAddress(link.patientId)];

/**
 * Stores the patient's message at the server's time. A repeat of the same id in this conversation
 * answers the stored message (a retry after a lost answer); an id used anywhere else is refused.
 */
export async function writePatientMessage(
  deps: { db: Db } & PokeDeps,
  link: LiveChatLink,
  message: { id: string; text: string },
  now: Date,
): Promise<PatientChatMessage | undefined> {
  const stored = await withOwnerTransaction(deps.db, link.ownerId, async ({ tx }) => {
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        id: message.id,
        ownerId: link.ownerId,
        patientId: link.patientId,
        sender: 'patient',
        text: message.text,
        sentAt: now,
        version: NEXT_VERSION,
      })
      .onConflictDoNothing({ target: chatMessages.id })
      .returning();
    if (inserted) {
      await notifyChatMessage(tx, link.ownerId, link.patientId, now);
      await notifyInTransaction(deps, tx, addressesOf(link));
      return { record: inserted, isNew: true };
    }
    const [existing] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, message.id), ofConversation(link), eq(chatMessages.sender, 'patient')));
    return existing ? { record: existing, isNew: false } : undefined;
  });
  if (stored?.isNew) pokeAfterCommit(deps, addressesOf(link));
  return stored ? toPatientMessage(stored.record) : undefined;
}

/** Marks the specialist's messages sent up to `upTo` read; how many were unread. */
export async function markSpecialistMessagesRead(
  deps: { db: Db } & PokeDeps,
  link: LiveChatLink,
  upTo: Date,
  now: Date,
): Promise<number> {
  const count = await withOwnerTransaction(deps.db, link.ownerId, async ({ tx }) => {
    const unread = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          ofConversation(link),
          eq(chatMessages.sender, 'specialist'),
          isNull(chatMessages.readAt),
          lte(chatMessages.sentAt, upTo),
        ),
      );
    if (unread.length === 0) return 0;
    await tx
      .update(chatMessages)
      .set({ readAt: now, updatedAt: now, version: NEXT_VERSION })
      .where(
        inArray(
          chatMessages.id,
          unread.map((row) => row.id),
        ),
      );
    await notifyInTransaction(deps, tx, link.ownerId);
    return unread.length;
  });
  if (count > 0) pokeAfterCommit(deps, link.ownerId);
  return count;
}

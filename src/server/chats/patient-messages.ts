/**
 * The patient's side of a conversation, through their link: read it a page at a time, write into it
 * (a text, or a document as a message of its own; idempotent by the message's client id, in the
 * owner's transaction so the version order holds, and the specialist's devices poked to pull),
 * download its documents, and mark the specialist's messages read.
 */
import { and, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  PATIENT_CHAT_PAGE_SIZE,
  type PatientChatMessage,
  type PatientConversation,
} from '#core/chats/chat-link-api';
import type { ChatAttachment } from '#core/chats/chat-message-schema';
import type { DocumentMimeType, FileKind } from '#core/onboarding/files';
import type { Db } from '../db/client.ts';
import { chatMessages, patients, uploadedFiles } from '../db/schema.ts';
import { type FileRow, findFile } from '../files/drafts.ts';
import { notifyChatMessage } from '../notifications/notifications.ts';
import { conversationAddress } from '../realtime/chat-addresses.ts';
import { chatSessionsSince, nextSessionOf } from '../rooms/patient-sessions.ts';
import { NEXT_VERSION } from '../sync/entity-store.ts';
import { type Tx, withOwnerTransaction } from '../sync/owner-transaction.ts';
import { notifyInTransaction, type PokeDeps, pokeAfterCommit } from '../sync/poke.ts';
import type { LiveChatLink } from './chat-links.ts';
import { specialistName } from './specialist-name.ts';

type MessageRecord = typeof chatMessages.$inferSelect;

const ATTACHMENT_KIND: FileKind = 'attachment';

/** `ready`: the ids among `records`' documents whose bytes the owner's uploads hold. */
const toPatientMessage = (record: MessageRecord, ready: ReadonlySet<string>): PatientChatMessage => ({
  id: record.id,
  sender: record.sender,
  text: record.text,
  attachments: record.attachments.map((attachment) => ({
    ...attachment,
    ready: ready.has(attachment.fileId),
  })),
  sentAt: record.sentAt.toISOString(),
  readAt: record.readAt ? record.readAt.toISOString() : null,
});

/** Which of these messages' documents have arrived: uploads of the owner's of kind `attachment`. */
async function readyAttachments(db: Db | Tx, ownerId: string, records: readonly MessageRecord[]) {
  const fileIds = records.flatMap((record) => record.attachments.map((attachment) => attachment.fileId));
  if (fileIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(
      and(
        inArray(uploadedFiles.id, fileIds),
        eq(uploadedFiles.userId, ownerId),
        eq(uploadedFiles.kind, ATTACHMENT_KIND),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

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
  now: Date,
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
  const shown = records.slice(0, PATIENT_CHAT_PAGE_SIZE).reverse();
  const ready = await readyAttachments(db, link.ownerId, shown);
  const hasOlder = records.length > PATIENT_CHAT_PAGE_SIZE;
  const oldestShown = shown[0]?.sentAt;
  return {
    specialist: { name: await specialistName(db, link.ownerId) },
    patientName: patient?.name ?? '',
    nextSession: await nextSessionOf(db, link, now),
    chatSessions: await chatSessionsSince(db, link, hasOlder ? oldestShown : undefined),
    messages: shown.map((record) => toPatientMessage(record, ready)),
    hasOlder,
  };
}

/** A patient's message is news for the specialist's devices and for the patient's other pages. */
const addressesOf = (link: LiveChatLink) => [link.ownerId, conversationAddress(link.patientId)];

/** A document the patient sends, received and stored (storage name, sniffed type) but not yet recorded. */
export type ReceivedAttachment = {
  name: string;
  size: number;
  mimeType: DocumentMimeType;
  storageName: string;
};

export type PatientMessageInput = { id: string; text: string; file?: ReceivedAttachment };

/**
 * Stores the patient's message at the server's time; a document comes as a message of its own, its
 * file recorded as the owner's upload of kind `attachment` in the same transaction. A repeat of the
 * same id in this conversation answers the stored message with `isNew` false (a retry after a lost
 * answer: the caller drops the repeated bytes); an id used anywhere else answers undefined.
 */
export async function writePatientMessage(
  deps: { db: Db } & PokeDeps,
  link: LiveChatLink,
  message: PatientMessageInput,
  now: Date,
): Promise<{ message: PatientChatMessage; isNew: boolean } | undefined> {
  const { file } = message;
  const fileId = crypto.randomUUID();
  const attachments: ChatAttachment[] = file
    ? [{ fileId, name: file.name, size: file.size, type: file.mimeType }]
    : [];
  const stored = await withOwnerTransaction(deps.db, link.ownerId, async ({ tx }) => {
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        id: message.id,
        ownerId: link.ownerId,
        patientId: link.patientId,
        sender: 'patient',
        text: message.text,
        attachments,
        sentAt: now,
        version: NEXT_VERSION,
      })
      .onConflictDoNothing({ target: chatMessages.id })
      .returning();
    if (inserted) {
      if (file)
        await tx.insert(uploadedFiles).values({
          id: fileId,
          userId: link.ownerId,
          kind: ATTACHMENT_KIND,
          originalName: file.name,
          mimeType: file.mimeType,
          sizeBytes: file.size,
          storageName: file.storageName,
        });
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
  if (!stored) return undefined;
  if (stored.isNew) pokeAfterCommit(deps, addressesOf(link));
  const ready = await readyAttachments(deps.db, link.ownerId, [stored.record]);
  return { message: toPatientMessage(stored.record, ready), isNew: stored.isNew };
}

/**
 * A document of this conversation, for the patient to download: an upload of the owner's of kind
 * `attachment` that one of the conversation's messages names. Anything else is undefined (a 404).
 */
export async function conversationFile(
  db: Db,
  link: LiveChatLink,
  fileId: string,
): Promise<FileRow | undefined> {
  const file = await findFile(db, fileId);
  if (!file || file.userId !== link.ownerId || file.kind !== ATTACHMENT_KIND) return undefined;
  const [naming] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(ofConversation(link), sql`${chatMessages.attachments} @> ${JSON.stringify([{ fileId }])}::jsonb`),
    )
    .limit(1);
  return naming ? file : undefined;
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

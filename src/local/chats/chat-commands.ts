/**
 * The chat writes the office makes: send a message and its documents (shown at once, waiting in the
 * outbox until it is delivered; messages written offline leave in the order they were written) and mark what the
 * patient wrote as read. Nothing is queued that the server would refuse.
 */
import * as v from 'valibot';
import { attachmentsRefusal, toAttachment } from '#core/chats/chat-attachments';
import { CHAT_MESSAGE_ENTITY } from '#core/chats/chat-message-entity';
import { chatMessageIssue, chatTextRule } from '#core/chats/chat-message-schema';
import { CHAT_MESSAGES } from '#core/chats/chat-messages';
import { getDb, type MindofficeDb } from '../db.ts';
import { markRowsRead } from '../sync/mark-read.ts';
import { mutateTogether } from '../sync/mutate.ts';

export type SendResult = { ok: true; id: string } | { ok: false; messageId: string };

/**
 * Queues the specialist's message to the patient, with the documents picked for it (each one's upload
 * queued right after the message, in the same transaction); `now` is when it was written (its place
 * in the conversation), never earlier than the conversation's last message so it always shows last.
 */
export async function sendChatMessage(
  patientId: string,
  text: string,
  files: readonly File[] = [],
  db: MindofficeDb = getDb(),
  now: number = Date.now(),
): Promise<SendResult> {
  const refusedFiles = attachmentsRefusal(files);
  if (refusedFiles) return { ok: false, messageId: refusedFiles.id };
  const checked = v.safeParse(chatTextRule, text);
  if (!checked.success)
    return { ok: false, messageId: checked.issues[0]?.message ?? CHAT_MESSAGES.textRequired.id };
  const uploads = files.map((file) => ({ fileId: crypto.randomUUID(), file }));
  const attachments = uploads.map(({ fileId, file }) => toAttachment(fileId, file));
  const empty = chatMessageIssue({
    patientId,
    sender: 'specialist',
    text: checked.output,
    attachments,
    sentAt: '',
    readAt: null,
  });
  if (empty) return { ok: false, messageId: empty.message };
  const last = await db.chatMessages
    .where('[patientId+sentAt]')
    .between([patientId, ''], [patientId, '\uffff'])
    .last();
  const written = new Date(now).toISOString();
  const sentAt =
    last && last.sentAt >= written ? new Date(Date.parse(last.sentAt) + 1).toISOString() : written;
  const id = crypto.randomUUID();
  const { create, file: upload } = CHAT_MESSAGE_ENTITY.mutations;
  if (!upload) throw new Error('chat messages have no file field');
  await mutateTogether(
    [
      {
        name: create.name,
        args: {
          id,
          patientId,
          sender: 'specialist',
          text: checked.output,
          attachments,
          sentAt,
          readAt: null,
        },
      },
      ...uploads.map(({ fileId, file }) => ({
        name: upload.name,
        args: { id, field: 'attachments', fileId, file: { blob: file, name: file.name } },
      })),
    ],
    { db, now },
  );
  return { ok: true, id };
}

/** Marks every unread message of the patient as read now: one update each, queued in one transaction. */
export async function markConversationRead(
  patientId: string,
  db: MindofficeDb = getDb(),
  now: number = Date.now(),
): Promise<number> {
  const unread = await db.chatMessages.where('unreadPatientId').equals(patientId).toArray();
  await markRowsRead(CHAT_MESSAGE_ENTITY, unread, db, now);
  return unread.length;
}

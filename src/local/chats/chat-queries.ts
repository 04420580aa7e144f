/**
 * What the chat screens read from the device, offline too: the conversations (one per patient who
 * has messages, newest first, with the last message and the unread count), a conversation's
 * messages a page at a time from the newest, whether each of the specialist's messages is still
 * waiting in the outbox, and the unread total for the header.
 */
import Dexie from 'dexie';
import type { ChatMessageRow } from '#core/chats/chat-message-schema';
import { rowKeyOf } from '#core/sync/row-key';
import { getDb, type MindofficeDb } from '../db.ts';
import { withoutChatMessageKeys } from './chat-message-keys.ts';

export type Conversation = {
  patientId: string;
  last: ChatMessageRow;
  unread: number;
};

const conversationRange = (patientId: string) =>
  [
    [patientId, Dexie.minKey],
    [patientId, Dexie.maxKey],
  ] as const;

/** Every conversation, the one with the newest message first. */
export async function listConversations(db: MindofficeDb = getDb()): Promise<Conversation[]> {
  // Unique keys come from the index alone: one step per patient, not per message.
  const patientIds = (await db.chatMessages.orderBy('patientId').uniqueKeys()) as string[];
  const conversations = await Promise.all(
    patientIds.map(async (patientId): Promise<Conversation | undefined> => {
      const [lower, upper] = conversationRange(patientId);
      const last = await db.chatMessages.where('[patientId+sentAt]').between(lower, upper).last();
      if (!last) return undefined;
      const unread = await db.chatMessages.where('unreadPatientId').equals(patientId).count();
      return { patientId, last: withoutChatMessageKeys(last), unread };
    }),
  );
  return conversations
    .filter((conversation): conversation is Conversation => conversation !== undefined)
    .sort((a, b) => (a.last.sentAt < b.last.sentAt ? 1 : a.last.sentAt > b.last.sentAt ? -1 : 0));
}

export type ConversationPage = {
  /** Oldest first, as the conversation reads. */
  messages: ChatMessageRow[];
  /** Whether older messages remain before the first of these. */
  hasOlder: boolean;
};

/** The newest `count` messages of the conversation (a screen grows `count` as the user scrolls up). */
export async function conversationMessages(
  patientId: string,
  count: number,
  db: MindofficeDb = getDb(),
): Promise<ConversationPage> {
  const [lower, upper] = conversationRange(patientId);
  const newest = await db.chatMessages
    .where('[patientId+sentAt]')
    .between(lower, upper)
    .reverse()
    .limit(count + 1)
    .toArray();
  const hasOlder = newest.length > count;
  return { messages: newest.slice(0, count).reverse().map(withoutChatMessageKeys), hasOlder };
}

/** The ids among these messages whose sending still waits in the outbox (shown as "waiting"). */
export async function waitingMessageIds(
  messages: readonly ChatMessageRow[],
  db: MindofficeDb = getDb(),
): Promise<Set<string>> {
  const byKey = new Map(messages.map((message) => [rowKeyOf('chatMessages', message.id), message.id]));
  const queued = await db.outbox
    .where('rowKey')
    .anyOf([...byKey.keys()])
    .toArray();
  return new Set(queued.flatMap((entry) => byKey.get(entry.rowKey) ?? []));
}

/** Unread messages from patients, all conversations together. */
export function unreadMessageCount(db: MindofficeDb = getDb()): Promise<number> {
  return db.chatMessages.where('unreadPatientId').aboveOrEqual('').count();
}

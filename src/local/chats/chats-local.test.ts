import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessageRow } from '#core/chats/chat-message-schema';
import { CHAT_MESSAGES } from '#core/chats/chat-messages';
import { getDb, wipeLocalData } from '../db.ts';
import { storeServerRow } from '../sync/local-rows.ts';
import { signInAnswer, USER_ID } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { markConversationRead, sendChatMessage } from './chat-commands.ts';
import {
  conversationMessages,
  listConversations,
  unreadMessageCount,
  waitingMessageIds,
} from './chat-queries.ts';

const AMAL = '7f1d3c52-5b0e-4c55-9f38-0a4c1f0b6c11';
const BASILE = '2b8e4f6a-1c3d-4e5f-8a7b-9c0d1e2f3a4b';
const START_MS = Date.parse('2030-01-01T09:00:00Z');
const MINUTE_MS = 60_000;

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
});

/** A patient's message as the pull stores it, written `minutes` after START_MS. */
async function fromPatient(patientId: string, text: string, minutes: number, readAt: string | null = null) {
  const db = getDb();
  const row: ChatMessageRow = {
    id: crypto.randomUUID(),
    ownerId: USER_ID,
    version: minutes + 1,
    updatedAt: new Date(START_MS + minutes * MINUTE_MS).toISOString(),
    deletedAt: null,
    patientId,
    sender: 'patient',
    text,
    attachments: [],
    sentAt: new Date(START_MS + minutes * MINUTE_MS).toISOString(),
    readAt,
  };
  await db.transaction('rw', [db.chatMessages, db.outbox], () =>
    storeServerRow(db, 'chatMessages', row, row.id, USER_ID, new Map()),
  );
  return row;
}

const texts = async (patientId: string, count = 50) =>
  (await conversationMessages(patientId, count)).messages.map((message) => message.text);

describe('chats on the device', () => {
  it('shows a message sent offline at once, waiting in the outbox, after the conversation’s last', async () => {
    await fromPatient(AMAL, 'Bonjour', 10);
    // The device's clock is behind the patient's message: the reply still shows after it.
    const sent = await sendChatMessage(AMAL, '  À mardi\n', [], getDb(), START_MS);
    expect(sent.ok).toBe(true);
    const page = await conversationMessages(AMAL, 50);
    expect(page.messages.map((message) => message.text)).toEqual(['Bonjour', 'À mardi']);
    expect((page.messages[1]?.sentAt ?? '') > (page.messages[0]?.sentAt ?? '')).toBe(true);
    expect(await waitingMessageIds(page.messages)).toEqual(new Set([sent.ok ? sent.id : '']));
    const [entry] = await getDb().outbox.toArray();
    expect(entry?.name).toBe('chatMessage.create');
  });

  it('queues three messages in the order they were written', async () => {
    for (const [index, text] of ['one', 'two', 'three'].entries())
      await sendChatMessage(AMAL, text, [], getDb(), START_MS + index);
    const queued = await getDb().outbox.orderBy('seq').toArray();
    expect(queued.map((entry) => entry.args.text)).toEqual(['one', 'two', 'three']);
    expect(await texts(AMAL)).toEqual(['one', 'two', 'three']);
  });

  it('refuses an empty or too long message with its message, queuing nothing', async () => {
    expect(await sendChatMessage(AMAL, ' \n ')).toEqual({
      ok: false,
      messageId: CHAT_MESSAGES.textRequired.id,
    });
    expect(await sendChatMessage(AMAL, 'a'.repeat(4001))).toEqual({
      ok: false,
      messageId: CHAT_MESSAGES.textTooLong.id,
    });
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('queues a message with its documents as one write: the message, then each upload after it', async () => {
    const pdf = new File(['%PDF-1.7'], 'Bilan.pdf', { type: 'application/pdf' });
    // Some systems give a DOCX no type: its extension says what it is.
    const docx = new File(['PK'], 'Exercices.docx', { type: '' });
    const sent = await sendChatMessage(AMAL, '', [pdf, docx], getDb(), START_MS);
    expect(sent.ok).toBe(true);
    const [message] = (await conversationMessages(AMAL, 50)).messages;
    expect(message?.text).toBe('');
    expect(message?.attachments.map(({ name, size, type }) => ({ name, size, type }))).toEqual([
      { name: 'Bilan.pdf', size: 8, type: 'application/pdf' },
      {
        name: 'Exercices.docx',
        size: 2,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ]);
    const queued = await getDb().outbox.orderBy('seq').toArray();
    expect(queued.map((entry) => entry.name)).toEqual([
      'chatMessage.create',
      'chatMessage.file',
      'chatMessage.file',
    ]);
    expect(queued.slice(1).map((entry) => entry.args.fileId)).toEqual(
      message?.attachments.map((attachment) => attachment.fileId),
    );
  });

  it('refuses a document of another type, a sixth one, or one over 10 MB, queuing nothing', async () => {
    const file = (name: string, size = 10, type = 'application/pdf') =>
      new File([new Uint8Array(size)], name, { type });
    expect(await sendChatMessage(AMAL, 'Voici', [file('run.exe', 10, 'application/x-msdownload')])).toEqual({
      ok: false,
      messageId: 'onboarding.files.documentType',
    });
    expect(await sendChatMessage(AMAL, 'Voici', [file('big.pdf', 10 * 1024 * 1024 + 1)])).toEqual({
      ok: false,
      messageId: 'onboarding.files.documentSize',
    });
    const six = Array.from({ length: 6 }, (_, index) => file(`${index}.pdf`));
    expect(await sendChatMessage(AMAL, 'Voici', six)).toEqual({
      ok: false,
      messageId: CHAT_MESSAGES.tooManyAttachments.id,
    });
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('lists conversations newest first with their last message and unread count', async () => {
    await fromPatient(AMAL, 'Old and read', 1, '2030-01-01T09:05:00.000Z');
    await fromPatient(AMAL, 'Still there?', 30);
    await fromPatient(BASILE, 'Merci', 20);
    await fromPatient(BASILE, 'À bientôt', 21);
    const conversations = await listConversations();
    expect(conversations.map((c) => [c.patientId, c.last.text, c.unread])).toEqual([
      [AMAL, 'Still there?', 1],
      [BASILE, 'À bientôt', 2],
    ]);
    expect(await unreadMessageCount()).toBe(3);
  });

  it('marks a conversation read: its unread count and the total drop, one update per message', async () => {
    await fromPatient(AMAL, 'Un', 1);
    await fromPatient(AMAL, 'Deux', 2);
    await fromPatient(BASILE, 'Autre', 3);
    expect(await markConversationRead(AMAL, getDb(), START_MS + 10 * MINUTE_MS)).toBe(2);
    expect(await unreadMessageCount()).toBe(1);
    const updates = await getDb().outbox.toArray();
    expect(updates.map((entry) => entry.name)).toEqual(['chatMessage.update', 'chatMessage.update']);
    expect((await conversationMessages(AMAL, 10)).messages.every((m) => m.readAt !== null)).toBe(true);
    expect(await markConversationRead(AMAL)).toBe(0);
  });

  it('pages a long conversation from the newest, oldest first within the page', async () => {
    for (let minute = 0; minute < 25; minute++) await fromPatient(AMAL, `m${minute}`, minute);
    const last = await conversationMessages(AMAL, 10);
    expect(last.messages.map((m) => m.text)).toEqual(Array.from({ length: 10 }, (_, i) => `m${15 + i}`));
    expect(last.hasOlder).toBe(true);
    const all = await conversationMessages(AMAL, 25);
    expect(all.hasOlder).toBe(false);
    expect(all.messages[0]).not.toHaveProperty('unreadPatientId');
  });
});

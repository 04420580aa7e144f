import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageRow } from '#core/chats/chat-message-schema';
import { CHAT_MESSAGES } from '#core/chats/chat-messages';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import type { ChangesPage } from '#core/sync/types';
import { chatMessages } from '../db/schema.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { ownerServer, type SignedInSpecialist } from '../test-support/owner-server.ts';
import { callJson, type TestServer } from '../test-support/test-server.ts';

describe.each(TEST_DRIVERS)('chat messages through the generic entity code on %s', (driver) => {
  const kit = ownerServer(driver);
  let server: TestServer;
  let owner: SignedInSpecialist;
  let stranger: SignedInSpecialist;
  let patientId: string;

  beforeAll(async () => {
    ({ server, owner, stranger } = kit);
    patientId = crypto.randomUUID();
    expect((await send('POST', '/api/patients', { ...SAMPLE_PATIENT, id: patientId })).status).toBe(201);
  });

  const send = <T = ChatMessageRow>(
    method: string,
    path: string,
    body: unknown,
    token = owner.token,
    key = crypto.randomUUID(),
  ) => kit.send<T>(method, path, body, { token, key });
  const message = (fields: Partial<ChatMessageRow> = {}) => ({
    ...SAMPLE_CHAT_MESSAGE,
    id: crypto.randomUUID(),
    patientId,
    ...fields,
  });
  const read = (id: string, token = owner.token) =>
    callJson<ChatMessageRow>(server, 'GET', `/api/chat-messages/${id}`, { token });

  /** A patient's message as their link will store it: the server's own insert, a version from the sequence. */
  async function patientMessage(text: string): Promise<string> {
    const id = crypto.randomUUID();
    await server.database.db.execute(sql`
      insert into chat_messages (id, owner_id, version, patient_id, sender, text, sent_at)
      values (${id}, ${owner.id}, nextval('sync_version_seq'), ${patientId}, 'patient', ${text}, now())`);
    return id;
  }

  it('stores the specialist message as sent, trimmed, without control characters (NUL and lone surrogates are refused before, like everywhere), once per key', async () => {
    const body = message({ text: '  Bonjour\u0007 !\nمرحبا\u200B  ' });
    const key = crypto.randomUUID();
    const first = await send('POST', '/api/chat-messages', body, owner.token, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      text: 'Bonjour !\nمرحبا\u200B',
      sender: 'specialist',
      readAt: null,
    });
    const replay = await send('POST', '/api/chat-messages', body, owner.token, key);
    expect(replay.status).toBe(201);
    expect(replay.body.data?.version).toBe(first.body.data?.version);
    const stored = await server.database.db.select().from(chatMessages).where(eq(chatMessages.id, body.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses an empty or too long text, a message as the patient and a read time claimed at creation', async () => {
    const empty = await send('POST', '/api/chat-messages', message({ text: ' \n ' }));
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.text).toBe(CHAT_MESSAGES.textRequired.message);
    const long = await send('POST', '/api/chat-messages', message({ text: 'a'.repeat(4001) }));
    expect(long.body.errors?.text).toBe(CHAT_MESSAGES.textTooLong.message);
    const asPatient = await send('POST', '/api/chat-messages', message({ sender: 'patient' }));
    expect(asPatient.status).toBe(400);
    expect(asPatient.body.errors?.sender).toBe(CHAT_MESSAGES.senderInvalid.message);
    const claimed = await send('POST', '/api/chat-messages', message({ readAt: '2030-01-01T10:00:00.000Z' }));
    expect(claimed.status).toBe(201);
    expect(claimed.body.data?.readAt).toBeNull();
  });

  it('answers in the language asked for', async () => {
    const answer = await callJson(server, 'POST', '/api/chat-messages?lang_code=FR', {
      body: message({ text: '' }),
      token: owner.token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(answer.body.errors?.text).toBe('Veuillez écrire un message');
  });

  it('brings a sending time from a fast clock back to the server’s now', async () => {
    const before = Date.now();
    const answer = await send('POST', '/api/chat-messages', message({ sentAt: '2099-01-01T00:00:00.000Z' }));
    expect(answer.status).toBe(201);
    const sentAt = Date.parse(answer.body.data?.sentAt ?? '');
    expect(sentAt).toBeGreaterThanOrEqual(before - 1000);
    expect(sentAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('keeps a sent message as it was: no edit, no delete', async () => {
    const body = message();
    await send('POST', '/api/chat-messages', body);
    const edit = await send('PUT', `/api/chat-messages/${body.id}`, {
      baseVersion: 0,
      changes: { text: 'Something else' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.errors?.text).toBe(CHAT_MESSAGES.unchangeable.message);
    const removal = await send('DELETE', `/api/chat-messages/${body.id}`, {});
    expect(removal.status).toBe(404);
    expect((await read(body.id)).body.data?.text).toBe(body.text);
  });

  it('lets the specialist mark a patient message as read once, and never their own', async () => {
    const theirs = await patientMessage('Merci, à mardi');
    const readAt = '2030-01-02T08:00:00.000Z';
    const marked = await send('PUT', `/api/chat-messages/${theirs}`, { baseVersion: 0, changes: { readAt } });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data?.readAt).toBe(readAt);
    const again = await send('PUT', `/api/chat-messages/${theirs}`, {
      baseVersion: 0,
      changes: { readAt: null },
    });
    expect(again.status).toBe(200);
    expect(again.body.data?.readAt).toBe(readAt);

    const ours = message();
    await send('POST', '/api/chat-messages', ours);
    const claim = await send('PUT', `/api/chat-messages/${ours.id}`, {
      baseVersion: 0,
      changes: { readAt },
    });
    expect(claim.status).toBe(400);
    expect(claim.body.errors?.readAt).toBe(CHAT_MESSAGES.readByPatientOnly.message);
  });

  it('keeps messages to their specialist: another gets 404 on the patient, the message and the pull', async () => {
    const body = message({ text: 'Only for this patient' });
    await send('POST', '/api/chat-messages', body);
    expect((await send('POST', '/api/chat-messages', message(), stranger.token)).status).toBe(404);
    expect((await read(body.id, stranger.token)).status).toBe(404);
    const mark = await send(
      'PUT',
      `/api/chat-messages/${body.id}`,
      { baseVersion: 0, changes: { readAt: null } },
      stranger.token,
    );
    expect(mark.status).toBe(404);
    const pull = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', {
      token: stranger.token,
    });
    expect(JSON.stringify(pull.body)).not.toContain('Only for this patient');
  });

  it('pulls the messages of both senders, in the order they were stored', async () => {
    const theirs = await patientMessage('Pulled reply');
    const pull = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', {
      token: owner.token,
    });
    const rows = (pull.body.data?.changes ?? []).filter((change) => change.entity === 'chatMessage');
    const reply = rows.find((change) => change.row.id === theirs);
    expect(reply?.row).toMatchObject({ sender: 'patient', text: 'Pulled reply', readAt: null });
    expect(rows.length).toBeGreaterThanOrEqual(5);
  });
});

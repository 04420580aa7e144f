import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_LINK_HEADER,
  CHAT_LINK_TTL_MS,
  type ChatLinkState,
  chatLinkPath,
  type PatientChatMessage,
  type PatientConversation,
} from '#core/chats/chat-link-api';
import type { ChatMessageRow } from '#core/chats/chat-message-schema';
import { CHAT_MESSAGES } from '#core/chats/chat-messages';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import type { ChangesPage } from '#core/sync/types';
import { sha256Hex } from '../auth/token-crypto.ts';
import { chatLinks } from '../db/schema.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { callJson } from '../test-support/test-server.ts';
import { type ChatWorld, startChatWorld } from './chat-test-kit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DRIVERS)('the patient’s chat link on %s', (driver) => {
  let world: ChatWorld;
  let server: ChatWorld['server'];
  let smtp: ChatWorld['smtp'];
  let clock: ChatWorld['clock'];
  let stranger: string;
  let office: ChatWorld['office'];
  let asPatient: ChatWorld['asPatient'];
  let newPatient: ChatWorld['newPatient'];
  let linkFor: ChatWorld['linkFor'];
  let tokenOf: ChatWorld['tokenOf'];

  beforeAll(async () => {
    world = await startChatWorld(driver);
    ({ server, smtp, clock, stranger, office, asPatient, newPatient, linkFor, tokenOf } = world);
  });
  afterAll(async () => {
    await world?.stop();
  });

  it('e-mails the link in the language the specialist picks, and keeps its hash and itself sealed', async () => {
    const patient = await newPatient();
    const issued = await linkFor(patient.id, 'email', 'FR');
    expect(issued.emailed).toBe(true);
    expect(issued.url).toMatch(/^http:\/\/app\.test\/chat-patient\/[A-Za-z0-9_-]{43}$/);
    const mail = await smtp.waitFor(patient.email, /Leila Mansour/);
    expect(mail.subject).toBe('Leila Mansour a ouvert une conversation avec vous');
    expect(mail.text).toContain(issued.url);
    expect(mail.text).toContain('Bonjour Amal Haddad');
    const token = tokenOf(issued.url);
    // What the database holds, not what Drizzle opens: the hash, and the token sealed (r1.…).
    const stored = await server.database.db
      .select({ hash: chatLinks.tokenHash, sealed: sql<string>`${chatLinks.tokenSealed}::text` })
      .from(chatLinks)
      .where(eq(chatLinks.patientId, patient.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.hash).toBe(sha256Hex(token));
    expect(stored[0]?.sealed.startsWith('r1.')).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);
    const lifetime = Date.parse(issued.expiresAt) - clock.now().getTime();
    expect(lifetime).toBeGreaterThan(CHAT_LINK_TTL_MS - 10_000);
    expect(lifetime).toBeLessThanOrEqual(CHAT_LINK_TTL_MS);
  });

  it('opens that one conversation: the patient reads, writes once per id, and marks the specialist’s messages read', async () => {
    const patient = await newPatient();
    const token = tokenOf((await linkFor(patient.id)).url);
    const mine = {
      ...SAMPLE_CHAT_MESSAGE,
      id: crypto.randomUUID(),
      patientId: patient.id,
      text: 'Bonjour Amal',
    };
    expect((await office('POST', '/api/chat-messages', mine)).status).toBe(201);

    const opened = await asPatient<PatientConversation>(token, 'GET');
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.body.data).toMatchObject({
      specialist: { name: 'Leila Mansour' },
      patientName: 'Amal Haddad',
    });
    expect(opened.body.data?.messages.map((m) => m.text)).toEqual(['Bonjour Amal']);

    const reply = { id: crypto.randomUUID(), text: '  Merci, à mardi  ' };
    const sent = await asPatient<PatientChatMessage>(token, 'POST', '/messages', reply);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({ sender: 'patient', text: 'Merci, à mardi', readAt: null });
    const again = await asPatient<PatientChatMessage>(token, 'POST', '/messages', reply);
    expect(again.status).toBe(201);
    expect(again.body.data?.sentAt).toBe(sent.body.data?.sentAt);
    // An id another row already holds is refused, not overwritten.
    const taken = await asPatient(token, 'POST', '/messages', { id: mine.id, text: 'Hijack' });
    expect(taken.status).toBe(409);

    const read = await asPatient<{ read: number }>(token, 'POST', '/read', {
      upTo: new Date().toISOString(),
    });
    expect(read.body.data?.read).toBe(1);

    // The specialist's pull brings the reply and the read receipt.
    const pull = await office<ChangesPage>('GET', '/api/sync/changes?since=0');
    const rows = (pull.body.data?.changes ?? [])
      .filter((change) => change.entity === 'chatMessage')
      .map((change) => change.row as unknown as ChatMessageRow)
      .filter((row) => row.patientId === patient.id);
    expect(rows.find((row) => row.id === reply.id)).toMatchObject({
      sender: 'patient',
      text: 'Merci, à mardi',
    });
    expect(rows.find((row) => row.id === mine.id)?.readAt).not.toBeNull();
  });

  it('grants nothing else: another conversation, the office API, the pull', async () => {
    const first = await newPatient();
    const second = await newPatient();
    const token = tokenOf((await linkFor(first.id)).url);
    const other = {
      ...SAMPLE_CHAT_MESSAGE,
      id: crypto.randomUUID(),
      patientId: second.id,
      text: 'For the other one',
    };
    await office('POST', '/api/chat-messages', other);
    const opened = await asPatient<PatientConversation>(token, 'GET');
    expect(JSON.stringify(opened.body)).not.toContain('For the other one');
    for (const [method, path] of [
      ['GET', '/api/sync/changes?since=0'],
      ['GET', `/api/patients/${second.id}`],
      ['GET', `/api/chat-messages/${other.id}`],
    ] as const) {
      const answer = await callJson(server, method, path, { headers: { [CHAT_LINK_HEADER]: token } });
      expect(answer.status, path).toBe(401);
    }
    const asBearer = await callJson(server, 'GET', '/api/sync/changes?since=0', { token });
    expect(asBearer.status).toBe(401);
  });

  it('stops working when revoked, replaced, expired, or when the patient is deleted', async () => {
    const patient = await newPatient();
    const first = tokenOf((await linkFor(patient.id)).url);
    const second = tokenOf((await linkFor(patient.id)).url);
    const replaced = await asPatient(first, 'GET');
    expect(replaced.status).toBe(404);
    expect(replaced.body.message).toBe(CHAT_MESSAGES.linkUnavailable.message);
    expect((await asPatient(second, 'GET')).status).toBe(200);
    expect((await office<ChatLinkState>('GET', chatLinkPath(patient.id))).body.data?.active).toBe(true);

    expect((await office('DELETE', chatLinkPath(patient.id), {})).status).toBe(200);
    expect((await asPatient(second, 'GET')).status).toBe(404);
    expect(
      (await asPatient(second, 'POST', '/messages', { id: crypto.randomUUID(), text: 'Hi' })).status,
    ).toBe(404);
    expect((await office<ChatLinkState>('GET', chatLinkPath(patient.id))).body.data?.active).toBe(false);

    const third = tokenOf((await linkFor(patient.id)).url);
    clock.advance(30 * DAY_MS + 1000);
    expect((await asPatient(third, 'GET')).status).toBe(404);
    clock.advance(-(30 * DAY_MS + 1000));

    const fourth = tokenOf((await linkFor(patient.id)).url);
    expect((await asPatient(fourth, 'GET')).status).toBe(200);
    await office('DELETE', `/api/patients/${patient.id}`, {});
    expect((await asPatient(fourth, 'GET')).status).toBe(404);
  });

  it('keeps links to their specialist: another gets 404 on the patient’s link', async () => {
    const patient = await newPatient();
    for (const method of ['POST', 'GET', 'DELETE']) {
      const body = method === 'POST' ? { delivery: 'copy', language: 'EN' } : undefined;
      const answer = await office(method, chatLinkPath(patient.id), body, stranger);
      expect(answer.status, method).toBe(404);
    }
    expect((await asPatient('x'.repeat(43), 'GET')).status).toBe(404);
    expect((await asPatient('', 'GET')).status).toBe(404);
  });
});

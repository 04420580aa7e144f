import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatLinkPath, type IssuedChatLink } from '#core/chats/chat-link-api';
import { PRESENCE_GRACE_MS } from '#core/chats/chat-realtime';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SYNC_POKE_TYPE } from '#core/sync/types';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { realtimeClients } from '../test-support/realtime-clients.ts';
import { createUser, signIn, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { CLOSE_UNAUTHORIZED } from './hub.ts';

const WAIT_MS = 5_000;

describe.each(TEST_DRIVERS)('chat presence and typing over /ws on %s', (driver) => {
  let server: TestServer;
  let specialist: { token: string; userId: string };
  let stranger: { token: string; userId: string };
  const {
    wsUrl,
    office,
    specialistSocket: socketOf,
    patientSocket,
    closeAll,
  } = realtimeClients(() => server);
  const specialistSocket = (token = specialist.token) => socketOf(token);

  beforeAll(async () => {
    server = await startTestServer(driver);
    specialist = await signIn(server, await createUser(server));
    stranger = await signIn(server, await createUser(server));
  });
  afterAll(async () => {
    closeAll();
    await server?.stop();
  });

  async function patientWithLink(owner = specialist) {
    const id = crypto.randomUUID();
    const created = await office(owner.token, 'POST', '/api/patients', { ...SAMPLE_PATIENT, id });
    expect(created.status).toBe(201);
    const issued = await office(owner.token, 'POST', chatLinkPath(id), { delivery: 'copy', language: 'EN' });
    const { url } = issued.body.data as IssuedChatLink;
    return { id, token: url.split('/chat-patient/')[1] ?? '' };
  }

  it('closes a patient socket whose link is unknown with 4401, and sends it nothing', async () => {
    const socket = new WebSocket(wsUrl('as=patient'));
    const received: unknown[] = [];
    socket.addEventListener('message', (event) => received.push(event.data));
    socket.addEventListener('open', () =>
      socket.send(JSON.stringify({ type: 'link', token: 'A'.repeat(43) })),
    );
    const closed = await new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve));
    expect(closed.code).toBe(CLOSE_UNAUTHORIZED);
    expect(received).toEqual([]);
  });

  it('tells the specialist when the patient connects, answers who is there, and relays typing both ways', async () => {
    const office = await specialistSocket();
    const patient = await patientWithLink();
    const other = await patientWithLink();
    const onLink = await patientSocket(patient.token);
    const otherOnLink = await patientSocket(other.token);

    await office.waitFor('presence', WAIT_MS, { patientId: patient.id, online: true });
    office.send({ type: 'presence.ask' });
    const snapshot = await office.waitFor('presence.snapshot', WAIT_MS);
    expect(snapshot.patientIds).toEqual(expect.arrayContaining([patient.id, other.id]));

    onLink.send({ type: 'presence.ask' });
    expect((await onLink.waitFor('presence.snapshot', WAIT_MS)).online).toBe(true);

    onLink.send({ type: 'typing' });
    await office.waitFor('typing', WAIT_MS, { patientId: patient.id });

    office.send({ type: 'typing', patientId: patient.id });
    await onLink.waitFor('typing', WAIT_MS);
    await otherOnLink.roundTrip();
    expect(otherOnLink.messages.filter((message) => message.type === 'typing')).toEqual([]);
  });

  it('relays no typing to another specialist’s patient, and no presence of it', async () => {
    const theirs = await patientWithLink(stranger);
    const strangerSocket = await specialistSocket(stranger.token);
    const office = await specialistSocket();
    const onLink = await patientSocket(theirs.token);
    await strangerSocket.waitFor('presence', WAIT_MS, { patientId: theirs.id });

    office.send({ type: 'typing', patientId: theirs.id });
    office.send({ type: 'presence.ask' });
    const snapshot = await office.waitFor('presence.snapshot', WAIT_MS);
    await onLink.roundTrip();
    await office.roundTrip();
    expect(onLink.messages.filter((message) => message.type === 'typing')).toEqual([]);
    expect(snapshot.patientIds).not.toContain(theirs.id);
    expect(office.messages.some((message) => message.patientId === theirs.id)).toBe(false);
  });

  it('pokes the patient’s page when the specialist’s message syncs, and only that page', async () => {
    const patient = await patientWithLink();
    const other = await patientWithLink();
    const onLink = await patientSocket(patient.token);
    const otherOnLink = await patientSocket(other.token);
    const sent = await office(specialist.token, 'POST', '/api/chat-messages', {
      ...SAMPLE_CHAT_MESSAGE,
      id: crypto.randomUUID(),
      patientId: patient.id,
    });
    expect(sent.status).toBe(201);
    await onLink.waitFor(SYNC_POKE_TYPE, WAIT_MS);
    await otherOnLink.roundTrip();
    expect(otherOnLink.messages.filter((message) => message.type === SYNC_POKE_TYPE)).toEqual([]);
  });

  it('closes the patient’s socket at once when the link is revoked or replaced', async () => {
    const patient = await patientWithLink();
    const onLink = await patientSocket(patient.token);
    expect((await office(specialist.token, 'DELETE', chatLinkPath(patient.id))).status).toBe(200);
    expect(await onLink.closed()).toEqual({ code: CLOSE_UNAUTHORIZED, reason: 'session ended' });

    const again = await patientWithLink();
    const first = await patientSocket(again.token);
    await office(specialist.token, 'POST', chatLinkPath(again.id), { delivery: 'copy', language: 'EN' });
    expect((await first.closed()).code).toBe(CLOSE_UNAUTHORIZED);
  });

  it('reports the patient gone only after the grace period, and not at all when they come back within it', async () => {
    const office = await specialistSocket();
    const patient = await patientWithLink();
    const first = await patientSocket(patient.token);
    await office.waitFor('presence', WAIT_MS, { patientId: patient.id, online: true });

    // A blip: the page reconnects at once.
    first.close();
    await first.closed();
    const second = await patientSocket(patient.token);
    second.close();
    const leftAt = Date.now();
    await office.waitFor('presence', PRESENCE_GRACE_MS + WAIT_MS, { patientId: patient.id, online: false });
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(PRESENCE_GRACE_MS - 100);
    const reports = office.messages.filter((message) => message.patientId === patient.id);
    expect(reports.map((message) => message.online)).toEqual([true, false]);
  });
});

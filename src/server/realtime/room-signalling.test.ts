import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatLinkPath, type IssuedChatLink } from '#core/chats/chat-link-api';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { realtimeClients } from '../test-support/realtime-clients.ts';
import { createUser, signIn, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { CLOSE_UNAUTHORIZED } from './hub.ts';

const WAIT_MS = 5_000;

describe.each(TEST_DRIVERS)('live session signalling over /ws on %s', (driver) => {
  let server: TestServer;
  const { office, specialistSocket, patientSocket, closeAll } = realtimeClients(() => server);

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => {
    closeAll();
    await server?.stop();
  });

  /** A specialist of their own (sessions may not overlap), a patient with a link, and a session started a minute ago. */
  async function practice(mode: 'video' | 'audio' | 'chat' = 'video') {
    const specialist = await signIn(server, await createUser(server));
    const patientId = crypto.randomUUID();
    expect(
      (await office(specialist.token, 'POST', '/api/patients', { ...SAMPLE_PATIENT, id: patientId })).status,
    ).toBe(201);
    const issued = await office(specialist.token, 'POST', chatLinkPath(patientId), {
      delivery: 'copy',
      language: 'EN',
    });
    const link = (issued.body.data as IssuedChatLink).url.split('/chat-patient/')[1] ?? '';
    const sessionId = crypto.randomUUID();
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    const booked = await office(specialist.token, 'POST', '/api/sessions', {
      ...SAMPLE_SESSION,
      id: sessionId,
      patientId,
      startsAt,
      mode,
      history: [{ at: new Date().toISOString(), status: 'scheduled', startsAt }],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return { specialist, patientId, link, sessionId };
  }

  it('puts the specialist and the patient’s link in one room and relays their signals, a large offer too', async () => {
    const { specialist, link, sessionId } = await practice();
    const office = await specialistSocket(specialist.token);
    const onLink = await patientSocket(link);
    await onLink.waitFor('hello', WAIT_MS);
    const officePeer = crypto.randomUUID();
    const patientPeer = crypto.randomUUID();

    office.send({ type: 'room.join', sessionId, peer: officePeer });
    await office.waitFor('room.joined', WAIT_MS, { sessionId, role: 'specialist' });
    // The patient names no session: their link has one open room, this one.
    onLink.send({ type: 'room.join', sessionId: crypto.randomUUID(), peer: patientPeer });
    await onLink.waitFor('room.joined', WAIT_MS, { sessionId, role: 'patient' });
    await office.waitFor('room.peer', WAIT_MS, { role: 'patient', peer: patientPeer, present: true });

    // An offer larger than one NOTIFY (PostgreSQL): it arrives whole.
    const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host\r\n'.repeat(400)}`;
    expect(sdp.length).toBeGreaterThan(20_000);
    office.send({ type: 'room.signal', peer: officePeer, description: { type: 'offer', sdp } });
    const offer = await onLink.waitFor('room.signal', WAIT_MS, { role: 'specialist' });
    expect(offer.description).toEqual({ type: 'offer', sdp });

    const candidate = {
      candidate: 'candidate:2 1 udp 1 198.51.100.7 3478 typ relay',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    onLink.send({ type: 'room.signal', peer: patientPeer, candidate });
    expect((await office.waitFor('room.signal', WAIT_MS, { role: 'patient' })).candidate).toEqual(candidate);
    // A signal under another peer id than the one that joined is not relayed.
    onLink.send({ type: 'room.signal', peer: crypto.randomUUID(), candidate: null });
    await office.roundTrip();
    await onLink.roundTrip();
    await office.roundTrip();
    // (Each side also hears its own signals, as everyone in the room does, and ignores its own role's.)
    const fromPatient = office.messages.filter((m) => m.type === 'room.signal' && m.role === 'patient');
    expect(fromPatient).toHaveLength(1);

    // Joining again as the same peer (to greet a newcomer, or after a reconnect) is no departure.
    const before = office.messages.length;
    onLink.send({ type: 'room.join', peer: patientPeer });
    const isGreeting = (m: { type: string } & Record<string, unknown>) =>
      m.type === 'room.peer' && m.peer === patientPeer && m.present === true;
    await expect.poll(() => office.messages.slice(before).some(isGreeting), { timeout: WAIT_MS }).toBe(true);
    const since = office.messages.slice(before);
    expect(since.some((m) => m.type === 'room.peer' && m.present === false)).toBe(false);

    onLink.close();
    await office.waitFor('room.peer', WAIT_MS, { role: 'patient', present: false });
  });

  it('refuses strangers: another specialist, another patient’s link, a chat-mode session; a revoked link is cut off', async () => {
    const { specialist, patientId, link, sessionId } = await practice();
    const stranger = await signIn(server, await createUser(server));
    const strangerSocket = await specialistSocket(stranger.token);
    strangerSocket.send({ type: 'room.join', sessionId, peer: crypto.randomUUID() });
    await strangerSocket.waitFor('room.refused', WAIT_MS);

    // A patient of the same specialist with no session now has no room to enter.
    const otherId = crypto.randomUUID();
    await office(specialist.token, 'POST', '/api/patients', { ...SAMPLE_PATIENT, id: otherId });
    const issued = await office(specialist.token, 'POST', chatLinkPath(otherId), {
      delivery: 'copy',
      language: 'EN',
    });
    const otherLink = (issued.body.data as IssuedChatLink).url.split('/chat-patient/')[1] ?? '';
    const otherOnLink = await patientSocket(otherLink);
    await otherOnLink.waitFor('hello', WAIT_MS);
    otherOnLink.send({ type: 'room.join', sessionId, peer: crypto.randomUUID() });
    await otherOnLink.waitFor('room.refused', WAIT_MS);

    const chat = await practice('chat');
    const chatOffice = await specialistSocket(chat.specialist.token);
    chatOffice.send({ type: 'room.join', sessionId: chat.sessionId, peer: crypto.randomUUID() });
    await chatOffice.waitFor('room.refused', WAIT_MS);

    const officeSocket = await specialistSocket(specialist.token);
    officeSocket.send({ type: 'room.join', sessionId, peer: crypto.randomUUID() });
    await officeSocket.waitFor('room.joined', WAIT_MS);
    const onLink = await patientSocket(link);
    await onLink.waitFor('hello', WAIT_MS);
    onLink.send({ type: 'room.join', peer: crypto.randomUUID() });
    await officeSocket.waitFor('room.peer', WAIT_MS, { role: 'patient', present: true });
    expect((await office(specialist.token, 'DELETE', chatLinkPath(patientId), {})).status).toBe(200);
    expect((await onLink.closed()).code).toBe(CLOSE_UNAUTHORIZED);
    await officeSocket.waitFor('room.peer', WAIT_MS, { role: 'patient', present: false });
  });
});

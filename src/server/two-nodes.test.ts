import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatLinkPath, type IssuedChatLink } from '#core/chats/chat-link-api';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { type ChangesPage, SYNC_PATHS, SYNC_POKE_TYPE } from '#core/sync/types';
import { type Database, openDatabase } from './db/client.ts';
import { createLogger } from './log.ts';
import { SAMPLE } from './onboarding/test-kit.ts';
import { CLOSE_UNAUTHORIZED } from './realtime/hub.ts';
import { createTestDatabase, type TestDatabase } from './test-support/drivers.ts';
import { openRecordedSocket, type RecordedSocket } from './test-support/recorded-socket.ts';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from './test-support/s3-server.ts';
import { seedProfile } from './test-support/seed-profile.ts';
import { type ServerProcess, startServerProcess } from './test-support/server-process.ts';
import { callJson, createUser, signIn, TEST_ADMIN } from './test-support/test-server.ts';

// The scaled-out deployment, end to end: two real API processes (`node --import tsx
// src/server/main.ts`, configured only by their environment) on one PostgreSQL database and one S3
// object store, no sticky sessions. The only way a write on one node reaches a socket held by the
// other is PostgreSQL's NOTIFY, relayed by that node's LISTEN connection; the only way a file stored
// through one is read through the other is the bucket. PGlite is one process by nature.
const SHARED_JWT_SECRET = 'one-secret-for-every-api-process';
const POKE_DEADLINE_MS = 3_000;

function socketUrl(server: ServerProcess, token: string): string {
  return `${server.url.replace('http', 'ws')}/ws?token=${encodeURIComponent(token)}`;
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two API nodes on one PostgreSQL and one object store (runs when TEST_DATABASE_URL is set: PGlite is a single process)',
  () => {
    let database: TestDatabase | undefined;
    let objects: TestS3Server | undefined;
    let processes: ServerProcess[] = [];
    // The test's own connection, to create accounts directly as the other server tests do.
    let accounts: Database | undefined;
    const sockets: RecordedSocket[] = [];

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      const { config } = database;
      if (config.kind !== 'postgres') throw new Error('TEST_DATABASE_URL did not give a PostgreSQL database');
      objects = await startS3Server();
      const environment = {
        FILES_URL: `s3://${objects.bucket}/uploads`,
        AWS_ENDPOINT_URL_S3: objects.endpoint,
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        DATABASE_URL: config.url,
        JWT_SECRET: SHARED_JWT_SECRET,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        LOG_LEVEL: 'warn',
      };
      // Started together, as a deployment would: they also share the migration and the admin seed.
      const started = await Promise.allSettled([
        startServerProcess(environment),
        startServerProcess(environment),
      ]);
      processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failure = started.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      accounts = await openDatabase(config, createLogger('silent'));
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await Promise.allSettled(processes.map((server) => server.stop()));
      await accounts?.close();
      await database?.drop();
      await objects?.stop();
    });

    /** The two nodes and the test's own connection, once beforeAll has them. */
    function nodes() {
      const [a, b] = processes;
      if (!a || !b || !accounts) throw new Error('the two server processes did not start');
      return { a, b, accounts };
    }
    const keyed = (token: string) => ({ token, headers: { 'Idempotency-Key': crypto.randomUUID() } });

    it("a patient written through A is poked to the owner's socket on B and pulled from B, and nobody else's", async () => {
      const { a, b, accounts } = nodes();
      expect(a.pid).not.toBe(b.pid);
      const owner = await createUser({ database: accounts });
      const bystander = await createUser({ database: accounts });
      // Signed in on A, used on B: the shared JWT_SECRET makes one access token valid on every node.
      const ownerSession = await signIn(a, owner);
      const bystanderSession = await signIn(a, bystander);
      const ownerSocket = await openRecordedSocket(socketUrl(b, ownerSession.token));
      sockets.push(ownerSocket);
      const bystanderSocket = await openRecordedSocket(socketUrl(b, bystanderSession.token));
      sockets.push(bystanderSocket);

      const patientId = crypto.randomUUID();
      const written = await callJson(a, 'POST', '/api/patients', {
        ...keyed(ownerSession.token),
        body: { ...SAMPLE_PATIENT, id: patientId, name: 'Cross Node' },
      });
      expect(written.status).toBe(201);

      expect(await ownerSocket.waitFor(SYNC_POKE_TYPE, POKE_DEADLINE_MS)).toEqual({ type: SYNC_POKE_TYPE });
      // B pokes every socket for one notification in a single synchronous pass, so by the time the
      // owner has its poke, a misdirected one is already queued on the bystander's connection, ahead
      // of the pong to this ping.
      await bystanderSocket.roundTrip();
      expect(bystanderSocket.messages.map((message) => message.type)).toEqual(['hello', 'pong']);

      const pulled = await callJson<ChangesPage>(b, 'GET', `${SYNC_PATHS.changes}?since=0`, {
        token: ownerSession.token,
      });
      const patients = pulled.body.data?.changes.filter((change) => change.entity === 'patient') ?? [];
      expect(patients.map((change) => [change.row.id, change.row.name])).toEqual([[patientId, 'Cross Node']]);
      const theirs = await callJson<ChangesPage>(b, 'GET', `${SYNC_PATHS.changes}?since=0`, {
        token: bystanderSession.token,
      });
      expect(theirs.body.data?.changes.filter((change) => change.entity === 'patient')).toEqual([]);
    });

    it('a photo uploaded through A is served by B from the object store, to its owner only', async () => {
      const { a, b, accounts } = nodes();
      const owner = await createUser({ database: accounts });
      await seedProfile(accounts, owner.id);
      const session = await signIn(a, owner);
      const stranger = await signIn(b, await createUser({ database: accounts }));
      const photo = SAMPLE.png(120 * 1024);
      const fileId = crypto.randomUUID();
      const form = new FormData();
      form.append('field', 'photoFileId');
      form.append('fileId', fileId);
      form.append('file', new Blob([new Uint8Array(photo)]), 'portrait.png');
      const uploaded = await fetch(`${a.url}/api/profiles/${owner.id}/files`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${session.token}`, 'Idempotency-Key': crypto.randomUUID() },
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);

      const served = await fetch(`${b.url}/api/files/${fileId}`, {
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-disposition')).toMatch(/^inline; filename\*=UTF-8''portrait\.png$/);
      expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
      const stolen = await fetch(`${b.url}/api/files/${fileId}`, {
        headers: { authorization: `Bearer ${stranger.token}` },
      });
      expect(stolen.status).toBe(404);
    });

    it('counts a rate limit across both nodes: requests spread over A and B share one allowance', async () => {
      const { a, b } = nodes();
      // 'reset' allows 10 requests an hour per client; both nodes see the same client (127.0.0.1).
      const forgot = (node: ServerProcess, index: number) =>
        callJson(node, 'POST', '/api/password/forgot', { body: { email: `nobody-${index}@example.com` } });
      const answers = [];
      for (let index = 0; index < 10; index += 1)
        answers.push((await forgot(index % 2 ? b : a, index)).status);
      expect(answers).toEqual(Array(10).fill(200));
      const refusedOnA = await forgot(a, 10);
      const refusedOnB = await forgot(b, 11);
      expect([refusedOnA.status, refusedOnB.status]).toEqual([429, 429]);
      expect(Number(refusedOnB.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it("relays a live session's signalling between the specialist on A and the patient on B", async () => {
      const { a, b, accounts } = nodes();
      const owner = await signIn(a, await createUser({ database: accounts }));
      const call = (method: string, path: string, body: unknown) =>
        callJson(a, method, path, { ...keyed(owner.token), body });
      const patientId = crypto.randomUUID();
      expect((await call('POST', '/api/patients', { ...SAMPLE_PATIENT, id: patientId })).status).toBe(201);
      const issued = await call('POST', chatLinkPath(patientId), { delivery: 'copy', language: 'EN' });
      const link = (issued.body.data as IssuedChatLink).url.split('/chat-patient/')[1];
      const sessionId = crypto.randomUUID();
      const startsAt = new Date(Date.now() - 60_000).toISOString();
      const booked = await call('POST', '/api/sessions', {
        ...SAMPLE_SESSION,
        id: sessionId,
        patientId,
        startsAt,
        mode: 'video',
        history: [{ at: new Date().toISOString(), status: 'scheduled', startsAt }],
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);

      const office = await openRecordedSocket(socketUrl(a, owner.token));
      sockets.push(office);
      const patient = await openRecordedSocket(`${b.url.replace('http', 'ws')}/ws?as=patient`, {
        first: { type: 'link', token: link },
      });
      sockets.push(patient);
      await patient.waitFor('hello', POKE_DEADLINE_MS);
      const officePeer = crypto.randomUUID();
      const patientPeer = crypto.randomUUID();
      office.send({ type: 'room.join', sessionId, peer: officePeer });
      await office.waitFor('room.joined', POKE_DEADLINE_MS, { sessionId, role: 'specialist' });
      patient.send({ type: 'room.join', peer: patientPeer });
      await patient.waitFor('room.joined', POKE_DEADLINE_MS, { sessionId, role: 'patient' });
      await office.waitFor('room.peer', POKE_DEADLINE_MS, {
        role: 'patient',
        peer: patientPeer,
        present: true,
      });

      const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
      office.send({ type: 'room.signal', peer: officePeer, description: offer });
      expect(
        (await patient.waitFor('room.signal', POKE_DEADLINE_MS, { role: 'specialist' })).description,
      ).toEqual(offer);
      const candidate = {
        candidate: 'candidate:1 1 udp 1 192.0.2.7 3478 typ relay',
        sdpMid: '0',
        sdpMLineIndex: 0,
      };
      patient.send({ type: 'room.signal', peer: patientPeer, candidate });
      expect((await office.waitFor('room.signal', POKE_DEADLINE_MS, { role: 'patient' })).candidate).toEqual(
        candidate,
      );
      patient.close();
      await office.waitFor('room.peer', POKE_DEADLINE_MS, { role: 'patient', present: false });
    });

    it('carries a chat across nodes: presence, typing both ways, the patient’s poke and the closing of a revoked link', async () => {
      const { a, b, accounts } = nodes();
      const owner = await signIn(a, await createUser({ database: accounts }));
      const call = (method: string, path: string, body?: unknown) =>
        callJson(a, method, path, {
          ...(body !== undefined ? { body } : {}),
          token: owner.token,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        });
      const patientId = crypto.randomUUID();
      expect((await call('POST', '/api/patients', { ...SAMPLE_PATIENT, id: patientId })).status).toBe(201);
      const issued = await call('POST', chatLinkPath(patientId), { delivery: 'copy', language: 'EN' });
      const link = (issued.body.data as IssuedChatLink).url.split('/chat-patient/')[1];

      // The specialist on B, the patient on A.
      const office = await openRecordedSocket(socketUrl(b, owner.token));
      sockets.push(office);
      const patient = await openRecordedSocket(`${a.url.replace('http', 'ws')}/ws?as=patient`, {
        first: { type: 'link', token: link },
      });
      sockets.push(patient);

      await office.waitFor('presence', POKE_DEADLINE_MS, { patientId, online: true });
      office.send({ type: 'presence.ask' });
      // One answer per process; A's holds the patient.
      await office.waitFor('presence.snapshot', POKE_DEADLINE_MS, { patientIds: [patientId] });
      patient.send({ type: 'typing' });
      await office.waitFor('typing', POKE_DEADLINE_MS, { patientId });
      office.send({ type: 'typing', patientId });
      await patient.waitFor('typing', POKE_DEADLINE_MS);

      const sent = await call('POST', '/api/chat-messages', {
        ...SAMPLE_CHAT_MESSAGE,
        id: crypto.randomUUID(),
        patientId,
      });
      expect(sent.status).toBe(201);
      await patient.waitFor(SYNC_POKE_TYPE, POKE_DEADLINE_MS);

      expect((await callJson(b, 'DELETE', chatLinkPath(patientId), { token: owner.token })).status).toBe(200);
      expect((await patient.closed()).code).toBe(CLOSE_UNAUTHORIZED);
    });
  },
);

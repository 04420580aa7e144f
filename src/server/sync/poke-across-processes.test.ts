import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatLinkPath, type IssuedChatLink } from '#core/chats/chat-link-api';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SYNC_POKE_TYPE } from '#core/sync/types';
import { type Database, openDatabase } from '../db/client.ts';
import { createLogger } from '../log.ts';
import { CLOSE_UNAUTHORIZED } from '../realtime/hub.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/drivers.ts';
import { openRecordedSocket, type RecordedSocket } from '../test-support/recorded-socket.ts';
import { type ServerProcess, startServerProcess } from '../test-support/server-process.ts';
import { callJson, createUser, signIn, TEST_ADMIN } from '../test-support/test-server.ts';

// Two real API processes (`node --import tsx src/server/main.ts`) on one PostgreSQL database: the only
// way a write on B can reach a socket held by A is PostgreSQL's NOTIFY, relayed by A's LISTEN
// connection. PGlite is one process by nature; its in-process poke is covered by the e2e suite.
const SHARED_JWT_SECRET = 'one-secret-for-every-api-process';
const POKE_DEADLINE_MS = 3_000;

function socketUrl(server: ServerProcess, token: string): string {
  return `${server.url.replace('http', 'ws')}/ws?token=${encodeURIComponent(token)}`;
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'sync poke between two server OS processes (PostgreSQL only, runs when TEST_DATABASE_URL is set: PGlite is a single process)',
  () => {
    let database: TestDatabase | undefined;
    let processes: ServerProcess[] = [];
    // The test's own connection, to create accounts directly as the other server tests do.
    let accounts: Database | undefined;
    const sockets: RecordedSocket[] = [];

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      const { config } = database;
      if (config.kind !== 'postgres') throw new Error('TEST_DATABASE_URL did not give a PostgreSQL database');
      const environment = {
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
    });

    it("pokes the owner's socket on process A after a patient is written through process B, and nobody else's", async () => {
      const [a, b] = processes;
      if (!a || !b || !accounts) throw new Error('the two server processes did not start');
      expect(a.pid).not.toBe(b.pid);
      const owner = await createUser({ database: accounts });
      const bystander = await createUser({ database: accounts });
      // Signed in on B, used on A: the shared JWT_SECRET makes one access token valid on every process.
      const ownerSession = await signIn(b, owner);
      const bystanderSession = await signIn(b, bystander);
      const ownerSocket = await openRecordedSocket(socketUrl(a, ownerSession.token));
      sockets.push(ownerSocket);
      const bystanderSocket = await openRecordedSocket(socketUrl(a, bystanderSession.token));
      sockets.push(bystanderSocket);

      const written = await callJson(b, 'POST', '/api/patients', {
        token: ownerSession.token,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body: {
          id: crypto.randomUUID(),
          name: 'Cross Process',
          contactNumber: '+33612345678',
          gender: 'female',
          dateOfBirth: '1991-02-03',
          country: 'FR',
          type: 'individual',
          email: 'cross@example.com',
          companyId: null,
        },
      });
      expect(written.status).toBe(201);

      expect(await ownerSocket.waitFor(SYNC_POKE_TYPE, POKE_DEADLINE_MS)).toEqual({ type: SYNC_POKE_TYPE });
      // A pokes every socket for one notification in a single synchronous pass, so by the time the
      // owner has its poke, a misdirected one is already queued on the bystander's connection, ahead
      // of the pong to this ping.
      await bystanderSocket.roundTrip();
      expect(bystanderSocket.messages.map((message) => message.type)).toEqual(['hello', 'pong']);
    });

    it('carries a chat across processes: presence, typing both ways, the patient’s poke and the closing of a revoked link', async () => {
      const [a, b] = processes;
      if (!a || !b || !accounts) throw new Error('the two server processes did not start');
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

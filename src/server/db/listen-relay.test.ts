import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SYNC_POKE_TYPE } from '#core/sync/types';
import { SESSION_CHANNEL } from '../auth/session-events.ts';
import { REALTIME_CHANNEL } from '../realtime/broadcast.ts';
import { POKE_CHANNEL } from '../sync/poke.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/drivers.ts';
import { openRecordedSocket, type RecordedSocket } from '../test-support/recorded-socket.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';
import { RECONNECT_DELAY_MS } from './listen-relay.ts';

// Every process LISTENs on one connection per relay (ended sessions; pokes and realtime events). Cut
// them all from the database's side, as an administrator's terminate or a failover would, and the
// next poke and the next ended session must still reach the other process.

const LISTEN_STATEMENTS = [`listen ${SESSION_CHANNEL}`, `listen ${POKE_CHANNEL}; listen ${REALTIME_CHANNEL}`];
const ARRIVAL_DEADLINE_MS = 5_000;

describe.runIf(process.env.TEST_DATABASE_URL)('the LISTEN relays across two servers (PostgreSQL)', () => {
  let database: TestDatabase | undefined;
  let admin: pg.Client | undefined;
  let a: TestServer;
  let b: TestServer;
  const sockets: RecordedSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (database.config.kind !== 'postgres') throw new Error('no PostgreSQL database');
    a = await startTestServer('postgres', { database: database.config });
    b = await startTestServer('postgres', { database: database.config });
    admin = new pg.Client({ connectionString: database.config.url });
    await admin.connect();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await admin?.end();
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  /** The backends listening on this database, by statement. */
  async function listeners(): Promise<number[]> {
    if (!admin) throw new Error('no admin connection');
    const result = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and query = any($1)',
      [LISTEN_STATEMENTS],
    );
    return result.rows.map((row) => row.pid);
  }

  async function terminateEveryListener(): Promise<void> {
    const before = await listeners();
    // Two relays in each of the two servers.
    expect(before).toHaveLength(4);
    await admin?.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    const deadline = Date.now() + RECONNECT_DELAY_MS + 10_000;
    while ((await listeners()).filter((pid) => !before.includes(pid)).length < 4) {
      if (Date.now() > deadline) throw new Error('the relays did not listen again');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('still brings the next poke and the next ended session after its connections were terminated', async () => {
    const owner = await createUser(a);
    const session = await signIn(a, owner);
    const socket = await openRecordedSocket(
      `${b.url.replace('http', 'ws')}/ws?token=${encodeURIComponent(session.token)}`,
    );
    sockets.push(socket);
    expect((await callJson(b, 'GET', '/api/auth/me', { token: session.token })).status).toBe(200);

    await terminateEveryListener();
    // Back, B pokes its sockets at once (a notification may have been missed meanwhile); the poke
    // of the write below must come on top of that one.
    await socket.roundTrip();
    const pokesBefore = socket.messages.filter((message) => message.type === SYNC_POKE_TYPE).length;
    const written = await callJson(a, 'POST', '/api/patients', {
      token: session.token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { ...SAMPLE_PATIENT, id: crypto.randomUUID() },
    });
    expect(written.status).toBe(201);
    const deadline = Date.now() + ARRIVAL_DEADLINE_MS;
    while (socket.messages.filter((message) => message.type === SYNC_POKE_TYPE).length <= pokesBefore) {
      if (Date.now() > deadline) throw new Error('no poke reached B after the reconnect');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    await callJson(a, 'POST', '/api/auth/sign-out', { token: session.token });
    let status = 200;
    while (status !== 401 && Date.now() < deadline + ARRIVAL_DEADLINE_MS) {
      status = (await callJson(b, 'GET', '/api/auth/me', { token: session.token })).status;
    }
    expect(status).toBe(401);
  });
});

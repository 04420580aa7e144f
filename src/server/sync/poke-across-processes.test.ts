import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_POKE_TYPE } from '#core/sync/types';
import { createTestDatabase, type TestDatabase } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';

// Two API processes on one PostgreSQL: a write on one pokes the sockets open on the other. (PGlite is
// one process by nature; its in-process poke is covered by the e2e suite.)
describe.runIf(process.env.TEST_DATABASE_URL)('sync pokes across two servers on one PostgreSQL', () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    first = await startTestServer('postgres', {
      database: database.config,
      jwtSecret: 'shared-secret-for-two-nodes',
    });
    second = await startTestServer('postgres', {
      database: database.config,
      jwtSecret: 'shared-secret-for-two-nodes',
    });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.drop();
  });

  it('pokes a socket on the second server after a write committed through the first', async () => {
    const user = await createUser(first);
    const { token } = await signIn(first, user);
    const socket = new WebSocket(`${second.url.replace('http', 'ws')}/ws?token=${token}`);
    const types: string[] = [];
    const poked = new Promise<void>((resolve) => {
      socket.addEventListener('message', (event) => {
        const type = (JSON.parse(String(event.data)) as { type: string }).type;
        types.push(type);
        if (type === SYNC_POKE_TYPE) resolve();
      });
    });
    await new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
    await callJson(first, 'POST', '/api/patients', {
      token,
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
    await poked;
    socket.close();
    expect(types).toContain(SYNC_POKE_TYPE);
  });
});

import { eq } from 'drizzle-orm';
import { decode } from 'hono/jwt';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignInData } from '#core/auth';
import { refreshTokens } from '../db/schema.ts';
import { issueLink } from '../onboarding/link-tokens.ts';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';
import { SESSION_CACHE_TTL_MS } from './session-cache.ts';
import { SESSION_CHANNEL } from './session-events.ts';

// The session cache must not let an access token outlive its session: every test below first makes
// sure the session is in the cache (a request answered from it), then ends the session.

const EVICTION_DEADLINE_MS = 3_000;
const POLL_MS = 20;

const me = (server: { url: string }, token: string) => callJson(server, 'GET', '/api/auth/me', { token });

function isCached(server: TestServer, session: SignInData): boolean {
  const { sid } = decode(session.token).payload;
  return server.sessions.cache.get(String(sid), session.userId, Date.now()) !== undefined;
}

async function warm(server: TestServer, session: SignInData): Promise<void> {
  expect((await me(server, session.token)).status).toBe(200);
  expect(isCached(server, session)).toBe(true);
}

/** The status /api/auth/me settles on within the deadline (or the last one seen). */
async function settledStatus(server: TestServer, token: string, expected: number): Promise<number> {
  const deadline = Date.now() + EVICTION_DEADLINE_MS;
  for (;;) {
    const { status } = await me(server, token);
    if (status === expected || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function resetPasswordOf(server: TestServer, userId: string): Promise<void> {
  const link = await issueLink(server.database.db, {
    userId,
    purpose: 'reset_password',
    ttlMs: 60_000,
    now: new Date(),
  });
  const response = await callJson(server, 'POST', `/api/password/reset/${link.token}`, {
    body: { password: 'Brand-new-1!', confirmPassword: 'Brand-new-1!' },
  });
  expect(response.status).toBe(200);
}

/** Marks the family revoked behind the cache's back, as a lost notification would leave it. */
async function revokeSilently(server: TestServer, session: SignInData): Promise<void> {
  const { sid } = decode(session.token).payload;
  await server.database.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(eq(refreshTokens.familyId, String(sid)));
}

describe.each(TEST_DRIVERS)('the session cache on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => {
    await server?.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const newSession = async () => signIn(server, await createUser(server));

  it('refuses the access token right after sign-out, though its session was cached', async () => {
    const session = await newSession();
    await warm(server, session);
    const out = await callJson(server, 'POST', '/api/auth/sign-out', { token: session.token });
    expect(out.status).toBe(200);
    expect((await me(server, session.token)).status).toBe(401);
    expect(isCached(server, session)).toBe(false);
  });

  it('refuses every cached session of the account right after a password reset', async () => {
    const user = await createUser(server);
    const phone = await signIn(server, user);
    const laptop = await signIn(server, user);
    const bystander = await newSession();
    for (const session of [phone, laptop, bystander]) await warm(server, session);
    await resetPasswordOf(server, user.id);
    expect((await me(server, phone.token)).status).toBe(401);
    expect((await me(server, laptop.token)).status).toBe(401);
    // Only that account: another user's cached session still answers.
    expect(isCached(server, bystander)).toBe(true);
  });

  it('asks the database again once a cached session is older than the TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = await newSession();
    await warm(server, session);
    await revokeSilently(server, session);
    // No eviction was announced: within the TTL the cache still answers (that is the backstop's
    // window), after it the revoked session is refused.
    expect((await me(server, session.token)).status).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS + 1000);
    expect((await me(server, session.token)).status).toBe(401);
  });

  it('never caches a refusal: a token refused once is not refused from memory', async () => {
    const session = await newSession();
    expect((await callJson(server, 'GET', '/api/auth/me', { token: `${session.token}x` })).status).toBe(401);
    expect(isCached(server, session)).toBe(false);
    expect((await me(server, session.token)).status).toBe(200);
  });
});

// Two servers on one PostgreSQL database, each with its own cache, pool and LISTEN connection (as
// two API processes have): only the notification can tell B that A ended a session.
describe.runIf(process.env.TEST_DATABASE_URL)('the session cache across two servers (PostgreSQL)', () => {
  let database: TestDatabase | undefined;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    a = await startTestServer('postgres', { database: database.config });
    b = await startTestServer('postgres', { database: database.config });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it('refuses on B a token signed out on A', async () => {
    const session = await signIn(a, await createUser(a));
    await warm(b, session);
    await callJson(a, 'POST', '/api/auth/sign-out', { token: session.token });
    expect(await settledStatus(b, session.token, 401)).toBe(401);
  });

  it('refuses on B every session of an account whose password was reset through A', async () => {
    const user = await createUser(a);
    const session = await signIn(a, user);
    await warm(b, session);
    await resetPasswordOf(a, user.id);
    expect(await settledStatus(b, session.token, 401)).toBe(401);
  });

  it('forgets every cached session when its LISTEN connection comes back', async () => {
    const session = await signIn(a, await createUser(a));
    await warm(b, session);
    const config = database?.config;
    if (config?.kind !== 'postgres') throw new Error('no PostgreSQL database');
    const admin = new pg.Client({ connectionString: config.url });
    await admin.connect();
    try {
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and query = $1`,
            [`listen ${SESSION_CHANNEL}`],
          )
        ).rows.map((row) => row.pid);
      const before = await listeners();
      expect(before).toHaveLength(2);
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
      // Revoked while nobody listens: this notification would be lost anyway.
      await revokeSilently(b, session);
      const deadline = Date.now() + 10_000;
      while ((await listeners()).filter((pid) => !before.includes(pid)).length < 2) {
        if (Date.now() > deadline) throw new Error('the session relays did not reconnect');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await me(b, session.token)).status).toBe(401);
    } finally {
      await admin.end();
    }
  });
});

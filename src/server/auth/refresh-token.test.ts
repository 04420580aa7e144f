import { eq } from 'drizzle-orm';
import { decode } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type RefreshTokenData, type SignInData } from '#core/auth';
import { REFRESH_REUSE_GRACE_MS } from '#core/constants';
import { refreshTokens, users } from '../db/schema.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';
import { sha256Hex } from './token-crypto.ts';

type Holder = { userId: string; userType: SignInData['userType']; refreshToken: string };

describe.each(TEST_DRIVERS)('refresh-token rotation on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const refresh = (holder: Holder, refreshToken = holder.refreshToken) =>
    callJson<RefreshTokenData>(server, 'POST', '/api/common/refresh-token', {
      body: { userId: holder.userId, userType: holder.userType, refreshToken },
    });

  const tokenRow = async (token: string) => {
    const [row] = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(token)));
    if (!row) throw new Error('token row not found');
    return row;
  };

  /** Moves the first use of a token back in time, past the reuse grace. */
  const ageUse = async (token: string) => {
    await server.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(token)));
  };

  const newSession = async () => signIn(server, await createUser(server));

  it('rotates to a new working token with exactly the spec answer and the same hard expiry', async () => {
    const session = await newSession();
    const first = await refresh(session);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(Object.keys(first.body).sort()).toEqual(['data', 'success']);
    const data = first.body.data as RefreshTokenData;
    expect(Object.keys(data).sort()).toEqual(['refreshToken', 'refreshTokenExpireAt', 'token']);
    expect(data.refreshToken).not.toBe(session.refreshToken);
    expect(data.refreshTokenExpireAt).toBe(session.refreshTokenExpireAt);

    const me = await callJson(server, 'GET', '/api/auth/me', { token: data.token });
    expect(me.status).toBe(200);

    const second = await refresh({ ...session, refreshToken: data.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.data?.refreshTokenExpireAt).toBe(session.refreshTokenExpireAt);
  });

  it('stores only a SHA-256 hash of the token', async () => {
    const session = await newSession();
    const row = await tokenRow(session.refreshToken);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(session.refreshToken);
  });

  it('gives the same successor when a rotated token comes back within the grace', async () => {
    const session = await newSession();
    const first = await refresh(session);
    const again = await refresh(session);
    expect(again.status).toBe(200);
    expect(again.body.data?.refreshToken).toBe(first.body.data?.refreshToken);
    expect(again.body.data?.refreshTokenExpireAt).toBe(session.refreshTokenExpireAt);
    // The lost answer's token is the one the client holds now, and it rotates on.
    expect((await refresh(session, first.body.data?.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace', async () => {
    const session = await newSession();
    const first = await refresh(session);
    const newest = first.body.data?.refreshToken ?? '';
    await ageUse(session.refreshToken);

    const reuse = await refresh(session);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ success: false, message: AUTH_MESSAGES.refreshRefused.message });
    const afterTheft = await refresh(session, newest);
    expect(afterTheft.status).toBe(401);
    expect((await tokenRow(newest)).revokedAt).toBeInstanceOf(Date);
  });

  it('refuses an expired token', async () => {
    const session = await newSession();
    await server.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(session.refreshToken)));
    const answer = await refresh(session);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(AUTH_MESSAGES.refreshRefused.message);
  });

  it('refuses an unknown token and a token presented for another user', async () => {
    const session = await newSession();
    const other = await newSession();
    expect((await refresh(session, 'x'.repeat(43))).status).toBe(401);
    expect((await refresh({ ...other, refreshToken: session.refreshToken })).status).toBe(401);
    // The failed attempt by the wrong user did not consume the token.
    expect((await tokenRow(session.refreshToken)).usedAt).toBeNull();
    expect((await refresh(session)).status).toBe(200);
  });

  it('validates the body strictly', async () => {
    const session = await newSession();
    const answer = await callJson(server, 'POST', '/api/common/refresh-token', {
      body: { userId: session.userId, refreshToken: session.refreshToken, extra: 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty('userType');
    expect(answer.body.errors).toHaveProperty('extra');
  });

  it('does not trust the userType of the body: the new JWT carries the stored type', async () => {
    const session = await newSession();
    const answer = await refresh({ ...session, userType: 'admin' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data ?? {}).sort()).toEqual([
      'refreshToken',
      'refreshTokenExpireAt',
      'token',
    ]);
    expect(decode(answer.body.data?.token ?? '').payload.typ).toBe('specialist');
    const me = await callJson(server, 'GET', '/api/auth/me', { token: answer.body.data?.token ?? '' });
    expect(JSON.stringify(me.body)).not.toContain('admin');
  });

  it('rotates one token once under concurrent refreshes, every answer carrying the same successor', async () => {
    const session = await newSession();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(session)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const issued = new Set(answers.map((answer) => answer.body.data?.refreshToken));
    expect(issued.size).toBe(1);

    const original = await tokenRow(session.refreshToken);
    const family = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, original.familyId));
    expect(family).toHaveLength(2);
    expect(family.filter((row) => row.usedAt !== null)).toHaveLength(1);
    expect(family.every((row) => row.revokedAt === null)).toBe(true);
    expect(family.every((row) => row.expiresAt.getTime() === original.expiresAt.getTime())).toBe(true);
  });

  it('never lets a late reuse and a rotation of the family both win', async () => {
    const session = await newSession();
    const first = await refresh(session);
    const newest = first.body.data?.refreshToken ?? '';
    await ageUse(session.refreshToken);
    const [reuse, rotation] = await Promise.all([refresh(session), refresh(session, newest)]);
    expect(reuse.status).toBe(401);
    const child = rotation.body.data?.refreshToken;
    if (rotation.status === 200 && child) {
      // The rotation committed first: the revocation must still reach its child.
      expect((await refresh(session, child)).status).toBe(401);
    } else {
      expect(rotation.status).toBe(401);
    }
  });

  it('refuses and revokes when the user is no longer active', async () => {
    const user = await createUser(server);
    const session = await signIn(server, user);
    await server.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await refresh(session)).status).toBe(401);
    expect((await tokenRow(session.refreshToken)).revokedAt).toBeInstanceOf(Date);
  });
});

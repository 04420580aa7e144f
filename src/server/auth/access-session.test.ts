import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '#core/constants';
import { refreshTokens } from '../db/schema.ts';
import { issueLink } from '../onboarding/link-tokens.ts';
import { CLOSE_UNAUTHORIZED } from '../realtime/hub.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';
import { loadJwtSecret } from './jwt-secret.ts';
import { sha256Hex } from './token-crypto.ts';

describe.each(TEST_DRIVERS)('access tokens end with their session on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const me = (token: string) => callJson(server, 'GET', '/api/auth/me', { token });
  const newSession = async () => signIn(server, await createUser(server));

  /** Resolves with the close code the server gives a socket opened with this token. */
  const socketCloseCode = (token: string) =>
    new Promise<number | 'open'>((resolve) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?token=${token}`);
      socket.addEventListener('message', () => {
        resolve('open');
        socket.close();
      });
      socket.addEventListener('close', (event) => resolve(event.code));
    });

  it('stops answering an access token once its session signed out, with or without a body', async () => {
    const withBody = await newSession();
    expect((await me(withBody.token)).status).toBe(200);
    expect(await socketCloseCode(withBody.token)).toBe('open');
    const out = await callJson(server, 'POST', '/api/auth/sign-out', {
      token: withBody.token,
      body: { refreshToken: withBody.refreshToken },
    });
    expect(out.status).toBe(200);
    expect((await me(withBody.token)).status).toBe(401);
    expect(await socketCloseCode(withBody.token)).toBe(CLOSE_UNAUTHORIZED);

    const withoutBody = await newSession();
    await callJson(server, 'POST', '/api/auth/sign-out', { token: withoutBody.token });
    expect((await me(withoutBody.token)).status).toBe(401);
    const refresh = await callJson(server, 'POST', '/api/common/refresh-token', {
      body: {
        userId: withoutBody.userId,
        userType: withoutBody.userType,
        refreshToken: withoutBody.refreshToken,
      },
    });
    expect(refresh.status).toBe(401);
  });

  it('stops answering the access tokens of a family revoked for a late reuse', async () => {
    const session = await newSession();
    const body = { userId: session.userId, userType: session.userType, refreshToken: session.refreshToken };
    const rotated = await callJson<{ token: string }>(server, 'POST', '/api/common/refresh-token', { body });
    const newToken = rotated.body.data?.token ?? '';
    expect((await me(newToken)).status).toBe(200);
    await server.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(session.refreshToken)));
    expect((await callJson(server, 'POST', '/api/common/refresh-token', { body })).status).toBe(401);
    expect((await me(session.token)).status).toBe(401);
    expect((await me(newToken)).status).toBe(401);
  });

  it('ends every session of the account when its password is reset', async () => {
    const user = await createUser(server);
    const phone = await signIn(server, user);
    const laptop = await signIn(server, user);
    // The e-mailed link itself (the forgot-password flow has its own test).
    const link = await issueLink(server.database.db, {
      userId: user.id,
      purpose: 'reset_password',
      ttlMs: 60_000,
      now: new Date(),
    });
    const response = await callJson(server, 'POST', `/api/password/reset/${link.token}`, {
      body: { password: 'Brand-new-1!', confirmPassword: 'Brand-new-1!' },
    });
    expect(response.status).toBe(200);
    expect((await me(phone.token)).status).toBe(401);
    expect((await me(laptop.token)).status).toBe(401);
    expect(await socketCloseCode(laptop.token)).toBe(CLOSE_UNAUTHORIZED);
  });

  it('refuses a token signed with the real secret but without exp or without a session', async () => {
    const session = await newSession();
    const secret = await loadJwtSecret(server.database.db, undefined);
    const iat = Math.floor(Date.now() / 1000);
    const sessionId = (
      await server.database.db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256Hex(session.refreshToken)))
    )[0]?.familyId;
    const base = { sub: session.userId, typ: 'specialist', jti: crypto.randomUUID(), iat };
    const forever = await sign({ ...base, sid: sessionId }, secret, 'HS256');
    expect((await me(forever)).status).toBe(401);
    expect(await socketCloseCode(forever)).toBe(CLOSE_UNAUTHORIZED);
    const sessionless = await sign({ ...base, exp: iat + 600 }, secret, 'HS256');
    expect((await me(sessionless)).status).toBe(401);
    const wellFormed = await sign({ ...base, sid: sessionId, exp: iat + 600 }, secret, 'HS256');
    expect((await me(wellFormed)).status).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { decode } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, RIGHT_CODES, type SignInData } from '#core/auth';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '#core/constants';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { VALIDATION_MESSAGES } from '#core/validation/messages';
import { users } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { languageMiddleware } from '../http/language.ts';
import { loadI18n } from '../i18n.ts';
import { createLogger } from '../log.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from '../test-support/test-server.ts';
import { loadJwtSecret } from './jwt-secret.ts';
import { requireAuth, requireRight } from './middleware.ts';

const credentials = (user: { email: string; password: string }) => ({
  email: user.email,
  password: user.password,
});

describe.each(TEST_DRIVERS)('authentication on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('sign-in', () => {
    it('signs the seeded admin in with the SignInData shape and admin rights', async () => {
      const before = Date.now();
      const answer = await callJson<SignInData>(server, 'POST', '/api/auth/sign-in', {
        body: { email: ` ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      const data = answer.body.data as SignInData;
      expect(Object.keys(data).sort()).toEqual(
        ['refreshToken', 'refreshTokenExpireAt', 'rights', 'token', 'user', 'userId', 'userType'].sort(),
      );
      expect(data.userType).toBe('admin');
      expect(data.user).toMatchObject({
        id: data.userId,
        email: TEST_ADMIN.email,
        userType: 'admin',
        language: 'EN',
      });
      expect(data.rights.map((right) => right.code).sort()).toEqual(
        [
          RIGHT_CODES.adminCredentials,
          RIGHT_CODES.adminMail,
          RIGHT_CODES.adminRegistrations,
          RIGHT_CODES.adminSpecialists,
        ].sort(),
      );
      const expireAt = Date.parse(data.refreshTokenExpireAt);
      expect(expireAt - before).toBeGreaterThanOrEqual(REFRESH_TOKEN_TTL_MS - 1000);
      expect(expireAt - Date.now()).toBeLessThanOrEqual(REFRESH_TOKEN_TTL_MS);

      const { header, payload } = decode(data.token);
      expect(header.alg).toBe('HS256');
      expect(payload).toMatchObject({ sub: data.userId, typ: 'admin' });
      expect(typeof payload.jti).toBe('string');
      expect(((payload.exp as number) - (payload.iat as number)) * 1000).toBe(ACCESS_TOKEN_TTL_MS);
    });

    it('gives an active specialist the office right', async () => {
      const specialist = await createUser(server);
      const data = await signIn(server, specialist);
      expect(data.userType).toBe('specialist');
      expect(data.rights).toEqual([{ code: RIGHT_CODES.office, data: {} }]);
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const wrongPassword = await callJson(server, 'POST', '/api/auth/sign-in', {
        body: { email: TEST_ADMIN.email, password: 'Wrong-pass-1!' },
      });
      const unknownEmail = await callJson(server, 'POST', '/api/auth/sign-in', {
        body: { email: 'nobody@test.local', password: 'Wrong-pass-1!' },
      });
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      expect(wrongPassword.body).toEqual({
        success: false,
        message: AUTH_MESSAGES.invalidCredentials.message,
      });
      expect(unknownEmail.body).toEqual(wrongPassword.body);
    });

    it('refuses an account that is not active with 403, but only after a right password', async () => {
      const pending = await createUser(server, { status: 'pending' });
      const answer = await callJson(server, 'POST', '/api/auth/sign-in', { body: credentials(pending) });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, message: AUTH_MESSAGES.accountInactive.message });
      const guessing = await callJson(server, 'POST', '/api/auth/sign-in', {
        body: { email: pending.email, password: 'Wrong-pass-1!' },
      });
      expect(guessing.status).toBe(401);
    });

    it('treats an account without a password like a wrong password', async () => {
      const invited = await createUser(server);
      await server.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, invited.id));
      const answer = await callJson(server, 'POST', '/api/auth/sign-in', { body: credentials(invited) });
      expect(answer.status).toBe(401);
    });

    it('stores argon2id hashes', async () => {
      const [admin] = await server.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
      expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('returns field errors with translated messages on a bad body', async () => {
      const answer = await callJson(server, 'POST', '/api/auth/sign-in', { body: { email: 'not-an-email' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        message: ERROR_MESSAGES.badRequest.message,
        errors: {
          email: VALIDATION_MESSAGES.emailInvalid.message,
          password: VALIDATION_MESSAGES.passwordRequired.message,
        },
      });
    });

    it('rejects unknown fields but accepts and strips lang_code', async () => {
      const unknownField = await callJson(server, 'POST', '/api/auth/sign-in', {
        body: { ...TEST_ADMIN, remember: true },
      });
      expect(unknownField.status).toBe(400);
      expect(unknownField.body.errors).toHaveProperty('remember');
      const withLanguage = await callJson(server, 'POST', '/api/auth/sign-in', {
        body: { ...TEST_ADMIN, lang_code: 'FR' },
      });
      expect(withLanguage.status).toBe(200);
    });
  });

  describe('me and sign-out', () => {
    it('returns the current user and rights for a valid access token', async () => {
      const session = await signIn(server, TEST_ADMIN);
      const answer = await callJson(server, 'GET', '/api/auth/me', { token: session.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ user: session.user, rights: session.rights });
    });

    it('refuses a missing, forged or disabled-user token with 401', async () => {
      const missing = await callJson(server, 'GET', '/api/auth/me');
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ success: false, message: ERROR_MESSAGES.unauthorized.message });

      const specialist = await createUser(server);
      const session = await signIn(server, specialist);
      const [head, body] = session.token.split('.');
      const forged = await callJson(server, 'GET', '/api/auth/me', { token: `${head}.${body}.AAAA` });
      expect(forged.status).toBe(401);

      await server.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, specialist.id));
      const disabled = await callJson(server, 'GET', '/api/auth/me', { token: session.token });
      expect(disabled.status).toBe(401);
    });

    it('signs out by revoking the refresh-token family', async () => {
      const session = await signIn(server, TEST_ADMIN);
      const out = await callJson(server, 'POST', '/api/auth/sign-out', {
        token: session.token,
        body: { refreshToken: session.refreshToken, lang_code: 'EN' },
      });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true });
      const refresh = await callJson(server, 'POST', '/api/common/refresh-token', {
        body: { userId: session.userId, userType: session.userType, refreshToken: session.refreshToken },
      });
      expect(refresh.status).toBe(401);
    });

    it('accepts a sign-out without a body', async () => {
      const session = await signIn(server, TEST_ADMIN);
      const out = await callJson(server, 'POST', '/api/auth/sign-out', { token: session.token });
      expect(out.status).toBe(200);
    });
  });

  describe('requireRight', () => {
    let guarded: Hono<AppEnv>;
    beforeAll(async () => {
      // A route guarded like the admin routes will be, over the same database and signing secret.
      const deps = {
        jwtSecret: await loadJwtSecret(server.database.db, undefined),
        sessions: server.sessions,
      };
      guarded = new Hono<AppEnv>()
        .use(languageMiddleware(await loadI18n(createLogger('silent'))))
        .get('/admin-only', requireAuth(deps), requireRight(RIGHT_CODES.adminRegistrations), (c) =>
          ok(c, { reached: true }),
        );
    });

    it('lets an admin through and answers 403 to a specialist', async () => {
      const admin = await signIn(server, TEST_ADMIN);
      const asAdmin = await guarded.request('/admin-only', {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(asAdmin.status).toBe(200);

      const specialist = await signIn(server, await createUser(server));
      const asSpecialist = await guarded.request('/admin-only', {
        headers: { authorization: `Bearer ${specialist.token}` },
      });
      expect(asSpecialist.status).toBe(403);
      expect(await asSpecialist.json()).toEqual({
        success: false,
        message: ERROR_MESSAGES.forbidden.message,
      });
    });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES } from '#core/constants';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { loadI18n } from './i18n.ts';
import { createLogger } from './log.ts';
import { TEST_DRIVERS } from './test-support/drivers.ts';
import { startFileBackend, type TestFileBackend } from './test-support/file-backends.ts';
import {
  callJson,
  signIn,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from './test-support/test-server.ts';

describe.each(TEST_DRIVERS)('HTTP conventions on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // The language tests send many wrong passwords from one client: the sign-in throttle must not
    // turn them into 429s (its own suite is auth/sign-in-throttle.test.ts).
    server = await startTestServer(driver, {
      rateLimits: { signInPair: { limit: 1000, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers health with the driver in use', async () => {
    const answer = await callJson(server, 'GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { status: 'ok', db: driver } });
  });

  it('answers ready when the database and the file store can be used', async () => {
    const answer = await callJson(server, 'GET', '/api/ready');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { status: 'ready', db: driver, files: 'disk' } });
  });

  it('sends a CSP without inline script and the other security headers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    // Sockets and fetches to this origin only (its own ws: and wss: included, as CSP Level 3 says).
    const connectSrc = csp.split(';').find((part) => part.trim().startsWith('connect-src')) ?? '';
    expect(connectSrc.trim()).toBe("connect-src 'self'");
    const permissions = response.headers.get('permissions-policy') ?? '';
    expect(permissions).toContain('camera=(self)');
    expect(permissions).toContain('microphone=(self)');
    expect(permissions).toContain('geolocation=()');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const answer = await callJson(server, 'GET', '/api/does-not-exist');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: ERROR_MESSAGES.notFound.message });
  });

  it('refuses a JSON body over the limit with 413 and the envelope', async () => {
    const big = 'x'.repeat(JSON_BODY_MAX_BYTES + 1);
    const answer = await callJson(server, 'POST', '/api/auth/sign-in', {
      body: { email: TEST_ADMIN.email, password: big },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: ERROR_MESSAGES.tooLarge.message });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: ERROR_MESSAGES.badRequest.message });
  });

  it('answers a failure with the catalogue text only: no stack, no SQL', async () => {
    const session = await signIn(server, TEST_ADMIN);
    await server.database.db.execute(sql`alter table user_rights rename to user_rights_hidden`);
    try {
      const response = await fetch(`${server.url}/api/auth/me`, {
        headers: { authorization: `Bearer ${session.token}` },
      });
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ success: false, message: ERROR_MESSAGES.server.message });
      expect(text).not.toMatch(/user_rights|select|stack|at .*\.ts/i);
    } finally {
      await server.database.db.execute(sql`alter table user_rights_hidden rename to user_rights`);
    }
    // The log has what the operator needs.
    expect(server.logLines.some((line) => line.includes('"unhandled error"'))).toBe(true);
  });

  it('logs one line per request with the path but never the query string', async () => {
    await fetch(`${server.url}/api/health?token=secret-value&lang_code=FR`);
    const line = server.logLines.filter((entry) => entry.includes('"request"')).at(-1) ?? '';
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 'info', method: 'GET', path: '/api/health', status: 200 });
    expect(typeof entry.ms).toBe('number');
    expect(typeof entry.requestId).toBe('string');
    expect(line).not.toContain('secret-value');
  });

  describe('language', () => {
    const wrongPassword = { email: TEST_ADMIN.email, password: 'not-the-password-1!' };

    it('takes the header `code` first, then lang_code in the query, then in the body, else EN', async () => {
      const cases: { headers?: Record<string, string>; query?: string; body?: object; locale: string }[] = [
        { locale: 'en' },
        { headers: { code: 'fr' }, locale: 'fr' },
        { headers: { code: 'AR' }, query: 'FR', body: { lang_code: 'EN' }, locale: 'ar' },
        { query: 'ar', body: { lang_code: 'FR' }, locale: 'ar' },
        { body: { lang_code: 'Fr' }, locale: 'fr' },
        { headers: { code: 'xx' }, locale: 'en' },
      ];
      for (const { headers, query, body, locale } of cases) {
        const path = `/api/auth/sign-in${query ? `?lang_code=${query}` : ''}`;
        const answer = await callJson(server, 'POST', path, {
          body: { ...wrongPassword, ...body },
          ...(headers ? { headers } : {}),
        });
        expect(answer.status).toBe(401);
        expect(answer.headers.get('content-language')).toBe(locale);
      }
    });

    it('translates server messages through the catalog of the chosen language', async () => {
      const i18n = await loadI18n(createLogger('silent'));
      for (const code of ['EN', 'FR', 'AR'] as const) {
        const answer = await callJson(server, 'POST', '/api/auth/sign-in', {
          body: wrongPassword,
          headers: { code },
        });
        expect(answer.body.message).toBe(i18n.forLanguage(code)._({ id: 'auth.invalidCredentials' }));
      }
    });
  });
});

describe('readiness follows the object store', () => {
  let server: TestServer | undefined;
  let backend: TestFileBackend | undefined;
  afterAll(async () => {
    await server?.stop();
    await backend?.stop();
  });

  it('answers ready while the bucket answers, and 503 (health still 200) once it is gone', async () => {
    backend = await startFileBackend('s3');
    server = await startTestServer('pglite', { files: backend.config });
    const ready = await callJson(server, 'GET', '/api/ready');
    expect(ready.body).toEqual({ success: true, data: { status: 'ready', db: 'pglite', files: 's3' } });
    await backend.stop();
    backend = undefined;
    const notReady = await callJson(server, 'GET', '/api/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({ success: false, message: ERROR_MESSAGES.server.message });
    expect((await callJson(server, 'GET', '/api/health')).status).toBe(200);
    expect(server.logLines.some((line) => line.includes('"not ready"'))).toBe(true);
  });
});

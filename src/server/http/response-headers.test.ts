import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorFields } from '../log.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe.each(TEST_DRIVERS)('response headers and error logs on %s', (driver) => {
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await startTestServer(driver);
    proxied = await startTestServer(driver, { trustedProxies: 1 });
  });
  afterAll(async () => {
    await direct?.stop();
    await proxied?.stop();
  });

  it('marks every /api answer no-store, errors included, so no proxy or HTTP cache keeps it', async () => {
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/auth/sign-in'],
      ['GET', '/api/auth/me'],
    ] as const) {
      const response = await fetch(`${direct.url}${path}`, { method });
      expect(response.headers.get('cache-control'), `${method} ${path}`).toMatch(/\bno-store\b/);
    }
  });

  it('sends HSTS only for a request that arrived over https', async () => {
    const plain = await fetch(`${direct.url}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY anybody can send X-Forwarded-Proto: it must not count.
    const spoofed = await fetch(`${direct.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    const behindProxy = await fetch(`${proxied.url}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(behindProxy.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const proxiedPlain = await fetch(`${proxied.url}/api/health`, {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(proxiedPlain.headers.get('strict-transport-security')).toBeNull();
  });

  it('logs a failed query by its class and SQLSTATE code, never with its bound parameters', async () => {
    const secret = 'my-private-biography-text';
    const error = await direct.database.db.execute(sql`select ${secret}::int`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(errorFields(error));
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('params');
    expect(logged).not.toMatch(/select/i);
    expect(errorFields(error)).toMatchObject({ code: '22P02' });
  });
});

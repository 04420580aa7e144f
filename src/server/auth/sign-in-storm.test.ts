import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { callJson, createUser, startTestServer, type TestServer } from '../test-support/test-server.ts';

// The password gate (password-gate.ts) on the real sign-in: one check at a time and nobody waiting,
// so a burst from many addresses gets 429s instead of running every argon2 check at once.
describe.each(TEST_DRIVERS)('a sign-in storm on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, {
      trustedProxies: 1,
      passwordGate: { concurrency: 1, maxWaitMs: 1, maxWaiting: 0 },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers what it cannot check now with 429 and Retry-After, and checks the rest', async () => {
    const owner = await createUser(server);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        callJson(server, 'POST', '/api/auth/sign-in', {
          body: { email: owner.email, password: `Wrong-pass-${index}!` },
          headers: { 'x-forwarded-for': `198.51.100.${index + 1}` },
        }),
      ),
    );
    const busy = answers.filter((answer) => answer.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
    expect(busy[0]?.body).toEqual({ success: false, message: ERROR_MESSAGES.tooManyRequests.message });
    expect(Number(busy[0]?.headers.get('retry-after'))).toBeGreaterThan(0);

    // Once it has passed, the owner signs in.
    const signedIn = await callJson(server, 'POST', '/api/auth/sign-in', {
      body: { email: owner.email, password: owner.password },
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(signedIn.status).toBe(200);
  });
});

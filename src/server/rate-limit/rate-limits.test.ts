import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { startOnboardingServer } from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { callJson, createUser, type TestServer } from '../test-support/test-server.ts';

const MINUTE_MS = 60_000;
const rule = (limit: number) => ({ limit, windowMs: 10 * MINUTE_MS });

describe.each(TEST_DRIVERS)('rate limits on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startOnboardingServer(driver, {
      config: {
        rateLimits: {
          emailCheck: rule(3),
          signUp: rule(1),
          signIn: rule(5),
          signInPair: rule(2),
          reset: rule(2),
          resetEmail: rule(1),
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  function expectLimited(
    answer: { status: number; body: { message?: string }; headers: Headers },
    message = ERROR_MESSAGES.tooManyRequests.message,
  ) {
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe(message);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  }

  it('limits the e-mail check, with a translated message and Retry-After', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await callJson(server, 'GET', `/api/registration/email-availability?email=a${index}@test.local`))
          .status,
      ).toBe(200);
    }
    const limited = await callJson(
      server,
      'GET',
      '/api/registration/email-availability?email=b@test.local&lang_code=FR',
    );
    expectLimited(limited, 'Trop de tentatives. Veuillez patienter un instant avant de réessayer.');
  });

  it('limits sign-ups per client', async () => {
    expect((await callJson(server, 'POST', '/api/registration', { body: {} })).status).toBe(400);
    expectLimited(await callJson(server, 'POST', '/api/registration', { body: {} }));
  });

  it('limits sign-ins per client, whatever the address', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const signIn = (email: string, password: string) =>
      callJson(server, 'POST', '/api/auth/sign-in', { body: { email, password } });
    // Five sign-ins per client in this suite's rules: two failures, three successes, then 429.
    const statuses = [
      (await signIn(user.email, 'Wrong-1!')).status,
      (await signIn(user.email, 'Wrong-1!')).status,
    ];
    for (let index = 0; index < 3; index += 1)
      statuses.push((await signIn(other.email, other.password)).status);
    expect(statuses).toEqual([401, 401, 200, 200, 200]);
    expectLimited(await signIn(other.email, other.password));
  });

  it('limits reset requests per address and per client', async () => {
    expect(
      (await callJson(server, 'POST', '/api/password/forgot', { body: { email: 'x@test.local' } })).status,
    ).toBe(200);
    expectLimited(
      await callJson(server, 'POST', '/api/password/forgot', { body: { email: 'x@test.local' } }),
    );
    expectLimited(
      await callJson(server, 'POST', '/api/password/forgot', { body: { email: 'y@test.local' } }),
    );
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { mailOutbox, users } from '../db/schema.ts';
import { type Clock, movableClock, startOnboardingServer, tokenOf } from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { callJson, createUser, type TestServer } from '../test-support/test-server.ts';
import { pairDelayMs } from './sign-in-throttle.ts';

const HOUR_MS = 60 * 60 * 1000;

describe.each(TEST_DRIVERS)('sign-in throttling without lockout on %s', (driver) => {
  let server: TestServer;
  let clock: Clock;
  beforeAll(async () => {
    clock = movableClock();
    server = await startOnboardingServer(driver, {
      clock,
      // Two clients are told apart by X-Forwarded-For, as behind a proxy.
      config: {
        trustedProxies: 1,
        rateLimits: {
          signInPair: { limit: 3, windowMs: 24 * HOUR_MS },
          signInAccount: { limit: 6, windowMs: HOUR_MS },
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signInFrom = (client: string, email: string, password: string) =>
    callJson(server, 'POST', '/api/auth/sign-in', {
      body: { email, password },
      headers: { 'x-forwarded-for': client },
    });

  const unlockMails = (email: string) =>
    server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'account-unlock')));

  async function waitForUnlockMail(email: string) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const [mail] = await unlockMails(email);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no unlock mail to ${email}`);
  }

  it('counts the address the proxy appended, however many entries the client forged before it', async () => {
    const owner = await createUser(server);
    const attacker = '203.0.113.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // What nginx's $proxy_add_x_forwarded_for sends when the client sent its own header.
      const forged = `192.0.2.${attempt + 10}, 10.9.9.${attempt}, ${attacker}`;
      statuses.push((await signInFrom(forged, owner.email, 'Wrong-pass-1!')).status);
    }
    // Told apart by their forged entries, every attempt would be a new client's first: 401 each time.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('slows only the guessing client, mails the owner an unlock link, and the link frees that client', async () => {
    const owner = await createUser(server);
    await server.database.db.update(users).set({ language: 'FR' }).where(eq(users.id, owner.id));
    const attacker = '203.0.113.5';
    let refused: Awaited<ReturnType<typeof signInFrom>> | undefined;
    for (let attempt = 0; attempt < 6 && !refused; attempt += 1) {
      const answer = await signInFrom(attacker, owner.email, 'Wrong-pass-1!');
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(401);
    }
    expect(refused?.body).toEqual({ success: false, message: ERROR_MESSAGES.tooManyRequests.message });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);

    // The right password from the attacker's client waits too, but not from the owner's.
    expect((await signInFrom(attacker, owner.email, owner.password)).status).toBe(429);
    expect((await signInFrom('198.51.100.7', owner.email, owner.password)).status).toBe(200);

    // Failures from many clients: the owner hears about it, once per hour at most.
    for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await signInFrom(client, owner.email, 'Wrong-pass-2!')).status).toBe(401);
      }
    }
    const mail = await waitForUnlockMail(owner.email);
    expect(mail.subject).toBe('Nombreuses tentatives de connexion échouées sur votre compte MindOffice');
    expect(mail.link).toMatch(/\/unlock-sign-in\/[\w-]{43}$/);
    expect(await unlockMails(owner.email)).toHaveLength(1);

    const token = tokenOf(mail.link ?? '');
    const unlocked = await callJson(server, 'POST', '/api/auth/unlock', { body: { token } });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toEqual({ success: true, message: AUTH_MESSAGES.signInUnlocked.message });
    expect((await signInFrom(attacker, owner.email, owner.password)).status).toBe(200);
    const again = await callJson(server, 'POST', '/api/auth/unlock', { body: { token } });
    expect(again.status).toBe(409);
  });

  it('makes the same client wait longer after each further failure', async () => {
    const owner = await createUser(server);
    const client = '203.0.113.77';
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      let answer = await signInFrom(client, owner.email, 'Wrong-pass-3!');
      while (answer.status === 401) answer = await signInFrom(client, owner.email, 'Wrong-pass-3!');
      expect(answer.status).toBe(429);
      const wait = Number(answer.headers.get('retry-after'));
      waits.push(wait);
      clock.advance(wait * 1000 + 1000);
    }
    expect(waits[1]).toBeGreaterThan(waits[0] ?? 0);
    expect(waits[2]).toBeGreaterThan(waits[1] ?? 0);
    // The wait is capped: a pair never waits more than 15 minutes for one attempt.
    expect(pairDelayMs(1000, 3)).toBe(15 * 60 * 1000);
  });

  it('answers an unknown address exactly like a known one, 429 included', async () => {
    const client = '203.0.113.99';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await signInFrom(client, 'nobody.here@test.local', 'Wrong-pass-4!')).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429]);
  });
});

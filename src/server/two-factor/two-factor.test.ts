import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInData } from '#core/auth';
import {
  RECOVERY_CODE_PATTERN,
  type RecoveryCodes,
  type SecondFactorAnswer,
  type SecondFactorChallenge,
  type SecurityStatus,
  SIGN_IN_CHALLENGE_ATTEMPTS,
  type SignInAnswer,
  type TotpSetup,
} from '#core/two-factor';
import { mailOutbox, totpFactors } from '../db/schema.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from '../test-support/test-server.ts';

const STEP_MS = 30_000;

describe.each(TEST_DRIVERS)('two-factor sign-in on %s', (driver) => {
  let server: TestServer;
  // The server's clock: a test moves it past the setup's time limit.
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  beforeAll(async () => {
    server = await startTestServer(driver, {}, { now: () => new Date(now()) });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const mailsTo = async (email: string) =>
    (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map(
      (mail) => mail.template,
    );

  const codeAt = (secret: string, timestamp: number) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

  async function passwordSignIn(user: { email: string; password: string }) {
    const answer = await callJson<SignInAnswer>(server, 'POST', '/api/auth/sign-in', {
      body: { email: user.email, password: user.password },
    });
    expect(answer.status).toBe(200);
    return answer.body.data as SignInAnswer;
  }

  async function secondFactor(challenge: string, code: string, lang = 'EN') {
    return callJson<SignInData>(server, 'POST', '/api/auth/second-factor', {
      body: { challenge, code },
      headers: { code: lang },
    });
  }

  /** A specialist with the authenticator on: its secret, recovery codes, and the step already used. */
  async function enrolledUser() {
    const user = await createUser(server);
    const { token } = (await passwordSignIn(user)) as SignInData;
    const setup = await callJson<TotpSetup>(server, 'POST', '/api/account/security/totp', {
      token,
      body: { password: user.password },
    });
    expect(setup.status).toBe(200);
    const { secret } = setup.body.data as TotpSetup;
    const confirmed = await callJson<RecoveryCodes>(server, 'POST', '/api/account/security/totp/confirm', {
      token,
      body: { code: codeAt(secret, now()) },
    });
    expect(confirmed.status).toBe(200);
    return { ...user, token, secret, codes: (confirmed.body.data as RecoveryCodes).codes };
  }

  it('sets up an authenticator with the password and the first code, and shows ten recovery codes once', async () => {
    const user = await createUser(server);
    const { token } = (await passwordSignIn(user)) as SignInData;
    const status = () => callJson<SecurityStatus>(server, 'GET', '/api/account/security', { token });
    expect((await status()).body.data).toEqual({
      totpEnabledAt: null,
      recoveryCodesLeft: 0,
      passkeys: [],
      required: false,
    });

    const wrongPassword = await callJson(server, 'POST', '/api/account/security/totp', {
      token,
      body: { password: 'not-the-password-1' },
      headers: { code: 'FR' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors).toEqual({ password: 'Le mot de passe est incorrect.' });

    const setup = await callJson<TotpSetup>(server, 'POST', '/api/account/security/totp', {
      token,
      body: { password: user.password },
    });
    const { secret, uri } = setup.body.data as TotpSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/MindOffice:${encodeURIComponent(user.email)}?issuer=MindOffice&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Sealed at rest: the stored value does not hold the secret.
    const [stored] = await server.database.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, user.id));
    expect(stored?.sealedSecret).toMatch(/^v1\./);
    expect(stored?.sealedSecret).not.toContain(secret);
    // Not on until the app proves it holds the secret.
    expect((await passwordSignIn(user)) as SignInData).toHaveProperty('token');

    const wrongCode = await callJson(server, 'POST', '/api/account/security/totp/confirm', {
      token,
      body: { code: codeAt(secret, now() - 10 * STEP_MS) },
      headers: { code: 'AR' },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errors?.code).toMatch(/[\u0600-\u06FF]/);

    const confirmed = await callJson<RecoveryCodes>(server, 'POST', '/api/account/security/totp/confirm', {
      token,
      body: { code: codeAt(secret, now()) },
    });
    expect(confirmed.status).toBe(200);
    const { codes } = confirmed.body.data as RecoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(new Set(codes).size).toBe(10);
    const enabled = (await status()).body.data as SecurityStatus;
    expect(enabled.recoveryCodesLeft).toBe(10);
    expect(Date.parse(enabled.totpEnabledAt ?? '')).toBeGreaterThan(now() - 60_000);

    const again = await callJson(server, 'POST', '/api/account/security/totp', {
      token,
      body: { password: user.password },
    });
    expect(again.status).toBe(409);
  });

  it('asks for a code after the password, accepts each code once, and tolerates a step of drift', async () => {
    const user = await enrolledUser();
    const answer = await passwordSignIn(user);
    expect(Object.keys(answer)).toEqual(['secondFactor']);
    const { challenge, methods } = (answer as SecondFactorChallenge).secondFactor;
    expect(methods).toEqual(['totp', 'recovery']);

    const wrong = await secondFactor(challenge, codeAt(user.secret, now() - 5 * STEP_MS));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(
      'This code is not valid. Check that your phone shows the right time, then try the next code.',
    );
    // The confirmation used this step's code: the next one (a phone a little ahead) signs in.
    const nextCode = codeAt(user.secret, now() + STEP_MS);
    const signedIn = await secondFactor(challenge, ` ${nextCode.slice(0, 3)} ${nextCode.slice(3)} `);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.userId).toBe(user.id);
    expect(signedIn.body.data?.token).toEqual(expect.any(String));

    // The challenge is spent, and the code too, even with a new challenge.
    expect((await secondFactor(challenge, nextCode)).status).toBe(401);
    const replay = (await passwordSignIn(user)) as SecondFactorChallenge;
    expect((await secondFactor(replay.secondFactor.challenge, nextCode)).status).toBe(401);
  });

  it('signs in once with each recovery code, as shown or typed loosely', async () => {
    const user = await enrolledUser();
    const [first] = user.codes;
    if (!first) throw new Error('no code');
    const typed = `${first.slice(0, 5).toUpperCase()}-${first.slice(5)}`;
    const { secondFactor: step } = (await passwordSignIn(user)) as SecondFactorChallenge;
    expect((await secondFactor(step.challenge, typed)).status).toBe(200);
    const { secondFactor: retry } = (await passwordSignIn(user)) as SecondFactorChallenge;
    expect((await secondFactor(retry.challenge, first)).status).toBe(401);
    const status = await callJson<SecurityStatus>(server, 'GET', '/api/account/security', {
      token: user.token,
    });
    expect(status.body.data?.recoveryCodesLeft).toBe(9);
  });

  it('ends a challenge after a few wrong codes, and one that has expired', async () => {
    const user = await enrolledUser();
    const { secondFactor: step } = (await passwordSignIn(user)) as SecondFactorChallenge;
    for (let attempt = 0; attempt < SIGN_IN_CHALLENGE_ATTEMPTS; attempt += 1) {
      expect((await secondFactor(step.challenge, '000000')).status).toBe(401);
    }
    const tooMany = await secondFactor(step.challenge, codeAt(user.secret, now() + STEP_MS));
    expect(tooMany.status).toBe(401);
    expect(tooMany.body.message).toBe(
      'This sign-in has expired. Please enter your e-mail and password again.',
    );

    const { secondFactor: late } = (await passwordSignIn(user)) as SecondFactorChallenge;
    clockOffsetMs = 6 * 60_000;
    try {
      expect((await secondFactor(late.challenge, codeAt(user.secret, now()))).status).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses a setup confirmed after its time', async () => {
    const user = await createUser(server);
    const { token } = (await passwordSignIn(user)) as SignInData;
    const setup = await callJson<TotpSetup>(server, 'POST', '/api/account/security/totp', {
      token,
      body: { password: user.password },
    });
    const { secret } = setup.body.data as TotpSetup;
    clockOffsetMs = 16 * 60_000;
    try {
      const late = await callJson(server, 'POST', '/api/account/security/totp/confirm', {
        token,
        body: { code: codeAt(secret, now()) },
      });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This setup has expired. Start again to get a new QR code.');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('renews recovery codes and turns two-factor sign-in off with the password only', async () => {
    const user = await enrolledUser();
    const renewed = await callJson<RecoveryCodes>(server, 'POST', '/api/account/security/recovery-codes', {
      token: user.token,
      body: { password: user.password },
    });
    const fresh = (renewed.body.data as RecoveryCodes).codes;
    expect(fresh).toHaveLength(10);
    const { secondFactor: step } = (await passwordSignIn(user)) as SecondFactorChallenge;
    expect((await secondFactor(step.challenge, user.codes[0] ?? '')).status).toBe(401);
    expect((await secondFactor(step.challenge, fresh[0] ?? '')).status).toBe(200);

    const refused = await callJson(server, 'DELETE', '/api/account/security/totp', {
      token: user.token,
      body: { password: 'wrong-password-1' },
    });
    expect(refused.status).toBe(400);
    const off = await callJson(server, 'DELETE', '/api/account/security/totp', {
      token: user.token,
      body: { password: user.password },
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Two-factor sign-in is off.');
    expect(await passwordSignIn(user)).toHaveProperty('token');
    const status = await callJson<SecurityStatus>(server, 'GET', '/api/account/security', {
      token: user.token,
    });
    expect(status.body.data).toEqual({
      totpEnabledAt: null,
      recoveryCodesLeft: 0,
      passkeys: [],
      required: false,
    });
  });

  it('e-mails the owner when two-factor sign-in is turned off', async () => {
    const user = await enrolledUser();
    await callJson(server, 'DELETE', '/api/account/security/totp', {
      token: user.token,
      body: { password: user.password },
    });
    await expect.poll(() => mailsTo(user.email)).toEqual(['two-factor-off']);
  });

  describe('required by the administrator', () => {
    async function setPolicy(requiredForSpecialists: boolean) {
      const admin = (await passwordSignIn(TEST_ADMIN)) as SignInData;
      const answer = await callJson(server, 'PUT', '/api/admin/two-factor-policy', {
        token: admin.token,
        body: { requiredForSpecialists },
      });
      expect(answer.status).toBe(200);
      return admin.token;
    }

    it('makes a specialist without a factor set one up as the sign-in’s second step', async () => {
      const user = await createUser(server);
      const adminToken = await setPolicy(true);
      try {
        const policy = await callJson(server, 'GET', '/api/admin/two-factor-policy', { token: adminToken });
        expect(policy.body.data).toEqual({ requiredForSpecialists: true });
        // The admin is not a specialist: the rule does not apply to them.
        expect(await passwordSignIn(TEST_ADMIN)).toHaveProperty('token');

        const { secondFactor: step } = (await passwordSignIn(user)) as SecondFactorChallenge;
        expect(step).toMatchObject({ mustSetUp: true, methods: ['totp'] });
        const setup = await callJson<TotpSetup>(server, 'POST', '/api/auth/second-factor/setup', {
          body: { challenge: step.challenge },
        });
        expect(setup.status).toBe(200);
        const { secret } = setup.body.data as TotpSetup;
        const signedIn = await callJson<SecondFactorAnswer>(server, 'POST', '/api/auth/second-factor', {
          body: { challenge: step.challenge, code: codeAt(secret, now()) },
        });
        expect(signedIn.status).toBe(200);
        expect(signedIn.body.data?.token).toEqual(expect.any(String));
        expect(signedIn.body.data?.recoveryCodes).toHaveLength(10);

        // From now on it is an ordinary second factor, and it cannot be turned off.
        const next = (await passwordSignIn(user)) as SecondFactorChallenge;
        expect(next.secondFactor).toMatchObject({ mustSetUp: false, methods: ['totp', 'recovery'] });
        const token = signedIn.body.data?.token ?? '';
        const status = await callJson<SecurityStatus>(server, 'GET', '/api/account/security', { token });
        expect(status.body.data?.required).toBe(true);
        const off = await callJson(server, 'DELETE', '/api/account/security/totp', {
          token,
          body: { password: user.password },
        });
        expect(off.status).toBe(409);
        expect(off.body.message).toBe(
          'Your administrator requires two-factor sign-in for every specialist: it cannot be turned off.',
        );
        // A setup through a challenge never replaces a factor that is on.
        const replace = await callJson(server, 'POST', '/api/auth/second-factor/setup', {
          body: { challenge: next.secondFactor.challenge },
        });
        expect(replace.status).toBe(409);
      } finally {
        await setPolicy(false);
      }
    });

    it('resets a specialist’s factors, e-mails them, and lists who has one', async () => {
      const user = await enrolledUser();
      const admin = (await passwordSignIn(TEST_ADMIN)) as SignInData;
      const listed = async () => {
        const answer = await callJson<{ items: { id: string; twoFactor: boolean }[] }>(
          server,
          'GET',
          `/api/admin/specialists?search=${encodeURIComponent(user.email)}`,
          { token: admin.token },
        );
        return answer.body.data?.items.find((item) => item.id === user.id)?.twoFactor;
      };
      expect(await listed()).toBe(true);
      const reset = await callJson(server, 'POST', `/api/admin/specialists/${user.id}/two-factor/reset`, {
        token: admin.token,
        headers: { code: 'FR' },
      });
      expect(reset.status).toBe(200);
      expect(await listed()).toBe(false);
      expect(await passwordSignIn(user)).toHaveProperty('token');
      await expect.poll(() => mailsTo(user.email)).toEqual(['two-factor-reset']);
      expect(server.logLines.some((line) => line.includes('two-factor reset by an administrator'))).toBe(
        true,
      );

      const again = await callJson(server, 'POST', `/api/admin/specialists/${user.id}/two-factor/reset`, {
        token: admin.token,
      });
      expect(again.status).toBe(409);
      const adminId = admin.userId;
      const notSpecialist = await callJson(
        server,
        'POST',
        `/api/admin/specialists/${adminId}/two-factor/reset`,
        {
          token: admin.token,
        },
      );
      expect(notSpecialist.status).toBe(404);
      const bySpecialist = await callJson(
        server,
        'POST',
        `/api/admin/specialists/${user.id}/two-factor/reset`,
        {
          token: user.token,
        },
      );
      expect(bySpecialist.status).toBe(403);
    });
  });

  it('keeps the security routes to signed-in users', async () => {
    expect((await callJson(server, 'GET', '/api/account/security')).status).toBe(401);
    const setup = await callJson(server, 'POST', '/api/account/security/totp', { body: { password: 'x' } });
    expect(setup.status).toBe(401);
  });
});

import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInData } from '#core/auth';
import type {
  RegisteredPasskey,
  SecondFactorChallenge,
  SecurityStatus,
  SignInAnswer,
} from '#core/two-factor';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { SoftAuthenticator } from '../test-support/soft-authenticator.ts';
import { callJson, createUser, startTestServer, type TestServer } from '../test-support/test-server.ts';

describe.each(TEST_DRIVERS)('passkeys on %s', (driver) => {
  let server: TestServer;
  // PUBLIC_URL's default is http://localhost:<port>: the relying party is "localhost".
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    origin = server.url.replace('127.0.0.1', 'localhost');
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function passwordSignIn(user: { email: string; password: string }) {
    const answer = await callJson<SignInAnswer>(server, 'POST', '/api/auth/sign-in', {
      body: { email: user.email, password: user.password },
    });
    return answer.body.data as SignInAnswer;
  }

  /** A specialist with one passkey on a software authenticator. */
  async function userWithPasskey() {
    const user = await createUser(server);
    const { token } = (await passwordSignIn(user)) as SignInData;
    const options = await callJson<PublicKeyCredentialCreationOptionsJSON>(
      server,
      'POST',
      '/api/account/security/passkeys/options',
      { token, body: { password: user.password } },
    );
    expect(options.status).toBe(200);
    const authenticator = new SoftAuthenticator(origin);
    const registered = await callJson<RegisteredPasskey>(server, 'POST', '/api/account/security/passkeys', {
      token,
      body: {
        name: 'Laptop',
        response: authenticator.register(options.body.data as PublicKeyCredentialCreationOptionsJSON),
      },
    });
    expect(registered.status).toBe(201);
    return { ...user, token, authenticator, registered: registered.body.data as RegisteredPasskey };
  }

  it('registers a passkey with the password: the first factor brings recovery codes', async () => {
    const user = await userWithPasskey();
    expect(user.registered.passkey).toMatchObject({
      id: user.authenticator.id,
      name: 'Laptop',
      lastUsedAt: null,
    });
    expect(user.registered.recoveryCodes).toHaveLength(10);
    const status = await callJson<SecurityStatus>(server, 'GET', '/api/account/security', {
      token: user.token,
    });
    expect(status.body.data).toMatchObject({ totpEnabledAt: null, recoveryCodesLeft: 10 });
    expect(status.body.data?.passkeys.map((key) => key.name)).toEqual(['Laptop']);

    // The same authenticator again: the options exclude it, and a replayed answer is refused.
    const again = await callJson<PublicKeyCredentialCreationOptionsJSON>(
      server,
      'POST',
      '/api/account/security/passkeys/options',
      { token: user.token, body: { password: user.password } },
    );
    expect(again.body.data?.excludeCredentials?.map((item) => item.id)).toEqual([user.authenticator.id]);
    const wrongPassword = await callJson(server, 'POST', '/api/account/security/passkeys/options', {
      token: user.token,
      body: { password: 'wrong-password-1' },
    });
    expect(wrongPassword.status).toBe(400);
  });

  it('asks for the passkey after the password, and signs in with it', async () => {
    const user = await userWithPasskey();
    const { secondFactor: step } = (await passwordSignIn(user)) as SecondFactorChallenge;
    expect(step.methods).toEqual(['passkey', 'recovery']);
    const options = await callJson<PublicKeyCredentialRequestOptionsJSON>(
      server,
      'POST',
      '/api/auth/second-factor/passkey/options',
      { body: { challenge: step.challenge } },
    );
    expect(options.body.data?.allowCredentials?.map((item) => item.id)).toEqual([user.authenticator.id]);
    const response = user.authenticator.authenticate(
      options.body.data as PublicKeyCredentialRequestOptionsJSON,
    );
    const signedIn = await callJson<SignInData>(server, 'POST', '/api/auth/second-factor/passkey', {
      body: { challenge: step.challenge, response },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.userId).toBe(user.id);
    // The WebAuthn challenge was answered once: the same answer again is refused.
    const { secondFactor: next } = (await passwordSignIn(user)) as SecondFactorChallenge;
    const replay = await callJson(server, 'POST', '/api/auth/second-factor/passkey', {
      body: { challenge: next.challenge, response },
    });
    expect(replay.status).toBe(401);
  });

  it('signs in with a recovery code when the passkey is the account’s only factor', async () => {
    const user = await userWithPasskey();
    const [code] = user.registered.recoveryCodes ?? [];
    const { secondFactor: step } = (await passwordSignIn(user)) as SecondFactorChallenge;
    const signedIn = await callJson<SignInData>(server, 'POST', '/api/auth/second-factor', {
      body: { challenge: step.challenge, code },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.userId).toBe(user.id);
  });

  it('signs in with a passkey alone, and refuses another account’s passkey as a second step', async () => {
    const user = await userWithPasskey();
    const options = await callJson<PublicKeyCredentialRequestOptionsJSON>(
      server,
      'POST',
      '/api/auth/passkey/options',
    );
    expect(options.body.data?.allowCredentials).toBeUndefined();
    expect(options.body.data?.userVerification).toBe('required');
    const signedIn = await callJson<SignInData>(server, 'POST', '/api/auth/passkey', {
      body: {
        response: user.authenticator.authenticate(options.body.data as PublicKeyCredentialRequestOptionsJSON),
      },
      headers: { code: 'FR' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.userId).toBe(user.id);
    const status = await callJson<SecurityStatus>(server, 'GET', '/api/account/security', {
      token: user.token,
    });
    expect(status.body.data?.passkeys[0]?.lastUsedAt).toEqual(expect.any(String));

    const other = await userWithPasskey();
    const { secondFactor: step } = (await passwordSignIn(other)) as SecondFactorChallenge;
    const otherOptions = await callJson<PublicKeyCredentialRequestOptionsJSON>(
      server,
      'POST',
      '/api/auth/second-factor/passkey/options',
      { body: { challenge: step.challenge } },
    );
    const foreign = await callJson(server, 'POST', '/api/auth/second-factor/passkey', {
      body: {
        challenge: step.challenge,
        response: user.authenticator.authenticate(
          otherOptions.body.data as PublicKeyCredentialRequestOptionsJSON,
        ),
      },
      headers: { code: 'FR' },
    });
    expect(foreign.status).toBe(401);
    expect(foreign.body.message).toMatch(/MindOffice/);

    const unknown = new SoftAuthenticator(origin);
    const fresh = await callJson<PublicKeyCredentialRequestOptionsJSON>(
      server,
      'POST',
      '/api/auth/passkey/options',
    );
    const stranger = await callJson(server, 'POST', '/api/auth/passkey', {
      body: { response: unknown.authenticate(fresh.body.data as PublicKeyCredentialRequestOptionsJSON) },
    });
    expect(stranger.status).toBe(401);
  });

  it('removes a passkey with the password; the last factor takes the recovery codes with it', async () => {
    const user = await userWithPasskey();
    const path = `/api/account/security/passkeys/${encodeURIComponent(user.authenticator.id)}`;
    const refused = await callJson(server, 'DELETE', path, {
      token: user.token,
      body: { password: 'nope-nope-1' },
    });
    expect(refused.status).toBe(400);
    const removed = await callJson(server, 'DELETE', path, {
      token: user.token,
      body: { password: user.password },
    });
    expect(removed.status).toBe(200);
    const status = await callJson<SecurityStatus>(server, 'GET', '/api/account/security', {
      token: user.token,
    });
    expect(status.body.data).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
    expect(await passwordSignIn(user)).toHaveProperty('token');
    // Another specialist's passkey cannot be removed: 404, as if it did not exist.
    const other = await userWithPasskey();
    const foreign = await callJson(
      server,
      'DELETE',
      `/api/account/security/passkeys/${encodeURIComponent(other.authenticator.id)}`,
      { token: user.token, body: { password: user.password } },
    );
    expect(foreign.status).toBe(404);
  });
});

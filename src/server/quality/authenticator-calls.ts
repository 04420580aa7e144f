/**
 * Turns a world account's authenticator on and off through the API, for the matrix entries of the
 * two-factor routes. Whatever an entry turns on, its `after` turns off: the other entries sign in
 * with the password alone.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { Secret, TOTP } from 'otpauth';
import type { RecoveryCodes, SecondFactorChallenge, TotpSetup } from '#core/two-factor';
import { SoftAuthenticator } from '../test-support/soft-authenticator.ts';
import { callJson, TEST_ADMIN } from '../test-support/test-server.ts';
import type { Caller } from './access-classes.ts';
import { WORLD_PUBLIC_URL, type World } from './seed-world.ts';

export type SignedInCaller = Exclude<Caller, 'anonymous'>;

const SECURITY = '/api/account/security';

export function passwordOf(world: World, caller: SignedInCaller): string {
  return caller === 'admin' ? TEST_ADMIN.password : world[caller].password;
}

function tokenOf(world: World, caller: SignedInCaller): string {
  return caller === 'admin' ? world.admin.token : world[caller].token;
}

/** Starts a setup and answers its secret. */
export async function startAuthenticatorSetup(world: World, caller: SignedInCaller): Promise<string> {
  const answer = await callJson<TotpSetup>(world.server, 'POST', `${SECURITY}/totp`, {
    token: tokenOf(world, caller),
    body: { password: passwordOf(world, caller) },
  });
  if (!answer.body.data) throw new Error(`authenticator setup refused: ${answer.status}`);
  return answer.body.data.secret;
}

export function currentCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/** Two-factor sign-in on for this account: answers its recovery codes. */
export async function turnAuthenticatorOn(world: World, caller: SignedInCaller): Promise<string[]> {
  const secret = await startAuthenticatorSetup(world, caller);
  const answer = await callJson<RecoveryCodes>(world.server, 'POST', `${SECURITY}/totp/confirm`, {
    token: tokenOf(world, caller),
    body: { code: currentCode(secret) },
  });
  if (!answer.body.data) throw new Error(`authenticator not confirmed: ${answer.status}`);
  return answer.body.data.codes;
}

export async function turnAuthenticatorOff(world: World, caller: SignedInCaller): Promise<void> {
  await callJson(world.server, 'DELETE', `${SECURITY}/totp`, {
    token: tokenOf(world, caller),
    body: { password: passwordOf(world, caller) },
  });
}

/** The owner's password step with the authenticator on: a challenge and a recovery code for it. */
export async function ownerChallenge(world: World): Promise<{ challenge: string; code: string }> {
  const [code] = await turnAuthenticatorOn(world, 'owner');
  const answer = await callJson<SecondFactorChallenge>(world.server, 'POST', '/api/auth/sign-in', {
    body: { email: world.owner.email, password: world.owner.password },
  });
  const challenge = answer.body.data?.secondFactor.challenge;
  if (!challenge || !code) throw new Error(`no second-factor challenge: ${answer.status}`);
  return { challenge, code };
}

export async function setTwoFactorPolicy(world: World, requiredForSpecialists: boolean): Promise<void> {
  const answer = await callJson(world.server, 'PUT', '/api/admin/two-factor-policy', {
    token: world.admin.token,
    body: { requiredForSpecialists },
  });
  if (answer.status !== 200) throw new Error(`policy not saved: ${answer.status}`);
}

/** The owner's password step while the administrator requires a factor the owner has not set up. */
export async function requiredSetupChallenge(world: World): Promise<string> {
  await setTwoFactorPolicy(world, true);
  const answer = await callJson<SecondFactorChallenge>(world.server, 'POST', '/api/auth/sign-in', {
    body: { email: world.owner.email, password: world.owner.password },
  });
  const step = answer.body.data?.secondFactor;
  if (!step?.mustSetUp) throw new Error(`no setup step: ${answer.status}`);
  return step.challenge;
}

/** The relying party is PUBLIC_URL's host, not the address the gates call. */
function authenticatorFor(): SoftAuthenticator {
  return new SoftAuthenticator(WORLD_PUBLIC_URL);
}

/** The passkeys an entry added, by account, for its `after` to remove. */
const addedPasskeys = new Map<SignedInCaller, string>();

/** A registration's answer from a new software passkey of the account (not sent yet). */
export async function passkeyRegistration(world: World, caller: SignedInCaller) {
  const options = await callJson<PublicKeyCredentialCreationOptionsJSON>(
    world.server,
    'POST',
    `${SECURITY}/passkeys/options`,
    { token: tokenOf(world, caller), body: { password: passwordOf(world, caller) } },
  );
  if (!options.body.data) throw new Error(`no passkey options: ${options.status}`);
  const authenticator = authenticatorFor();
  addedPasskeys.set(caller, authenticator.id);
  return { authenticator, response: authenticator.register(options.body.data) };
}

/** A passkey registered for the account; `removeAddedPasskey` takes it away. */
export async function addPasskey(world: World, caller: SignedInCaller): Promise<SoftAuthenticator> {
  const { authenticator, response } = await passkeyRegistration(world, caller);
  const answer = await callJson(world.server, 'POST', `${SECURITY}/passkeys`, {
    token: tokenOf(world, caller),
    body: { name: 'Matrix key', response },
  });
  if (answer.status !== 201) throw new Error(`passkey not registered: ${answer.status}`);
  return authenticator;
}

export async function removeAddedPasskey(world: World, caller: Caller): Promise<void> {
  if (caller === 'anonymous') return;
  const id = addedPasskeys.get(caller);
  if (!id) return;
  addedPasskeys.delete(caller);
  await callJson(world.server, 'DELETE', `${SECURITY}/passkeys/${encodeURIComponent(id)}`, {
    token: tokenOf(world, caller),
    body: { password: passwordOf(world, caller) },
  });
}

/** The owner's password step with a passkey on: its challenge, and the passkey. */
export async function ownerPasskeyChallenge(world: World) {
  const authenticator = await addPasskey(world, 'owner');
  const answer = await callJson<SecondFactorChallenge>(world.server, 'POST', '/api/auth/sign-in', {
    body: { email: world.owner.email, password: world.owner.password },
  });
  const challenge = answer.body.data?.secondFactor.challenge;
  if (!challenge) throw new Error(`no second-factor challenge: ${answer.status}`);
  return { authenticator, challenge };
}

/** A passkey's answer to options fetched from `path` with `body`. */
export async function passkeyAnswer(
  world: World,
  authenticator: SoftAuthenticator,
  path: string,
  body?: unknown,
) {
  const options = await callJson<PublicKeyCredentialRequestOptionsJSON>(world.server, 'POST', path, {
    ...(body === undefined ? {} : { body }),
  });
  if (!options.body.data) throw new Error(`no passkey options: ${options.status}`);
  return authenticator.authenticate(options.body.data);
}

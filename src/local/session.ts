/**
 * Sign-in. Reading the stored session needs no HTTP client (current-session.ts), nor does sign-out
 * (sign-out.ts). Invariant: a session is stored only from a successful sign-in.
 */

import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { API_PATHS } from '#core/api';
import type { SignInData } from '#core/auth';
import {
  isSecondFactorChallenge,
  SECURITY_PATHS,
  type SecondFactorAnswer,
  type SecondFactorChallenge,
  type SignInAnswer,
  type TotpSetup,
} from '#core/two-factor';
import { isApiError } from './api-error.ts';
import { wipeLocalData } from './db.ts';
import { getDeviceId } from './device-id.ts';
import { reportApiError } from './error-sink.ts';
import { api, type JsonBody } from './http.ts';
import { answerWithPasskey } from './passkey-ceremony.ts';
import { announceSessionChange } from './session-events.ts';
import { readSession, type StoredSession, saveSignIn } from './token-store.ts';

export { onSessionChanged, type SessionChange, sessionEvents } from './session-events.ts';
export type { StoredSession };

/** A sign-in either done, or waiting for the second factor of an account that has one on. */
export type SignInStep =
  | { kind: 'signed-in'; session: StoredSession }
  | ({ kind: 'second-factor' } & SecondFactorChallenge['secondFactor']);

/**
 * Signs in and stores the answer, or answers the challenge a second factor completes
 * (`completeSecondFactor`). A refusal (4xx: wrong credentials, inactive account) is left to the form
 * to show inline; anything else (offline, server down) is also reported to the error sink.
 */
export async function signIn(email: string, password: string): Promise<SignInStep> {
  const answer = await postSignIn<SignInAnswer>(API_PATHS.signIn, { email, password });
  if (isSecondFactorChallenge(answer)) return { kind: 'second-factor', ...answer.secondFactor };
  return { kind: 'signed-in', session: await storeSignIn(answer) };
}

/**
 * The sign-in's second step: a code from the authenticator app, or a recovery code. For an account
 * that had to set an authenticator up (`startRequiredSetup`), its first code, answered with the new
 * recovery codes to show once.
 */
export async function completeSecondFactor(
  challenge: string,
  code: string,
): Promise<{ session: StoredSession; recoveryCodes: string[] | undefined }> {
  const { recoveryCodes, ...data } = await postSignIn<SecondFactorAnswer>(API_PATHS.secondFactor, {
    challenge,
    code,
  });
  return { session: await storeSignIn(data), recoveryCodes };
}

/** A sign-in with a passkey alone (one of this site's, chosen in the browser's prompt). */
export async function signInWithPasskey(): Promise<StoredSession> {
  const options = await postSignIn<PublicKeyCredentialRequestOptionsJSON>(
    SECURITY_PATHS.passkeySignInOptions,
    {},
  );
  const response = await answerWithPasskey(options);
  return storeSignIn(
    await postSignIn<SignInData>(SECURITY_PATHS.passkeySignIn, { response: { ...response } }),
  );
}

/** The sign-in's second step with one of the account's passkeys. */
export async function completeSecondFactorWithPasskey(challenge: string): Promise<StoredSession> {
  const options = await postSignIn<PublicKeyCredentialRequestOptionsJSON>(
    SECURITY_PATHS.secondFactorPasskeyOptions,
    {
      challenge,
    },
  );
  const response = await answerWithPasskey(options);
  return storeSignIn(
    await postSignIn<SignInData>(SECURITY_PATHS.secondFactorPasskey, {
      challenge,
      response: { ...response },
    }),
  );
}

/** The authenticator setup a specialist must do at sign-in when their administrator requires one. */
export function startRequiredSetup(challenge: string): Promise<TotpSetup> {
  return postSignIn<TotpSetup>(SECURITY_PATHS.signInSetup, { challenge });
}

async function postSignIn<T>(path: string, body: JsonBody): Promise<T> {
  try {
    return await api.post<T>(path, body, { skipErrorReport: true });
  } catch (error) {
    if (isApiError(error) && !isRefusal(error.status)) reportApiError(error.info);
    throw error;
  }
}

async function storeSignIn(data: SignInData): Promise<StoredSession> {
  const previous = await readSession();
  // Another user's rows must never be visible to this one.
  if (previous && previous.userId !== data.userId) await wipeLocalData();
  await saveSignIn(data, Date.now());
  await getDeviceId();
  announceSessionChange({ type: 'signed-in' });
  const session = await readSession();
  if (!session) throw new Error('The session was not stored');
  return session;
}

function isRefusal(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 413;
}

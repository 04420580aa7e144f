/**
 * Sign-in, sign-out and the signed-in session as the UI sees it.
 * Invariant: a session is stored only from a successful sign-in; sign-out always wipes, even offline.
 */
import { API_PATHS } from '#core/api';
import {
  hasRight,
  type RightCode,
  type SignInData,
  storedUserTypeOrDefault,
  type UserType,
} from '#core/auth';
import { isApiError } from './api-error.ts';
import { wipeLocalData } from './db.ts';
import { getDeviceId } from './device-id.ts';
import { reportApiError } from './error-sink.ts';
import { api } from './http.ts';
import { NO_RETRY } from './http-retry.ts';
import { transmit } from './http-transport.ts';
import { endSession } from './session-end.ts';
import { announceSessionChange } from './session-events.ts';
import { readSession, type StoredSession, saveSignIn } from './token-store.ts';

export { onSessionChanged, type SessionChange, sessionEvents } from './session-events.ts';
export type { StoredSession };

/** How long sign-out waits for the server before wiping anyway: leaving must not hang offline. */
export const SIGN_OUT_WAIT_MS = 3000;

/**
 * Signs in and stores the answer. A refusal (4xx: wrong credentials, inactive account) is left to the
 * form to show inline; anything else (offline, server down) is also reported to the error sink.
 */
export async function signIn(email: string, password: string): Promise<StoredSession> {
  let data: SignInData;
  try {
    data = await api.post<SignInData>(API_PATHS.signIn, { email, password }, { skipErrorReport: true });
  } catch (error) {
    if (isApiError(error) && !isRefusal(error.status)) reportApiError(error.info);
    throw error;
  }
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

/** Best effort to revoke the refresh token on the server, then wipe this browser and tell the other tabs. */
export async function signOut(): Promise<void> {
  const session = await readSession();
  if (session) {
    const revoke = transmit({
      method: 'POST',
      path: API_PATHS.signOut,
      json: { refreshToken: session.refreshToken },
      retry: NO_RETRY,
      idempotencyKey: crypto.randomUUID(),
      authorize: true,
      addLanguageParam: true,
    }).catch(() => undefined);
    await Promise.race([revoke, delay(SIGN_OUT_WAIT_MS)]);
  }
  await endSession('sign-out');
}

export function getSession(): Promise<StoredSession | undefined> {
  return readSession();
}

export async function isSignedIn(): Promise<boolean> {
  return (await readSession()) !== undefined;
}

/** The spec's rule: absent user type counts as admin. */
export function sessionUserType(session: StoredSession): UserType {
  return storedUserTypeOrDefault(session.userType);
}

export function sessionHasRight(session: StoredSession, code: RightCode): boolean {
  return hasRight(session.rights, code);
}

function isRefusal(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 413;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, ms));
}

/**
 * Sign-out: a best-effort revoke of the refresh token on the server, then the wipe of this device and a
 * word to the other tabs. Invariant: sign-out always wipes, even offline, even when the HTTP client
 * cannot be loaded (it is imported here on demand: the office's first screen does without it).
 */
import { API_PATHS } from '#core/api';
import { endSession } from './session-end.ts';
import { readSession } from './token-store.ts';

/** How long sign-out waits for the server before wiping anyway: leaving must not hang offline. */
export const SIGN_OUT_WAIT_MS = 3000;

export async function signOut(): Promise<void> {
  const session = await readSession();
  if (session) {
    const revoke = Promise.all([import('./http-transport.ts'), import('./http-retry.ts')])
      .then(([{ transmit }, { NO_RETRY }]) =>
        transmit({
          method: 'POST',
          path: API_PATHS.signOut,
          json: { refreshToken: session.refreshToken },
          retry: NO_RETRY,
          idempotencyKey: crypto.randomUUID(),
          authorize: true,
          addLanguageParam: true,
        }),
      )
      .catch(() => undefined);
    await Promise.race([revoke, delay(SIGN_OUT_WAIT_MS)]);
  }
  await endSession('sign-out');
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, ms));
}

/**
 * Ends the session in this browser: drops its push subscription, wipes local data, then tells this
 * context and the other tabs.
 * Invariant: the wipe completes before anyone is told. (The language choice lives outside IndexedDB.)
 */
import { type ApiErrorInfo, describeCondition } from './api-error.ts';
import type { SignOutReason } from './auth-channel.ts';
import { wipeLocalData } from './db.ts';
import { reportApiError } from './error-sink.ts';
import { unsubscribeBrowser } from './notifications/browser-push.ts';
import { announceSessionChange } from './session-events.ts';

let authFailureInFlight: Promise<ApiErrorInfo> | undefined;

/** Dropping the push subscription waits at most this long: a sign-out never hangs on it. */
const PUSH_DROP_WAIT_MS = 2000;

export async function endSession(reason: SignOutReason): Promise<void> {
  // The next user of this browser must not get this one's pushes.
  await Promise.race([
    unsubscribeBrowser(),
    new Promise((resolve) => setTimeout(resolve, PUSH_DROP_WAIT_MS)),
  ]);
  await wipeLocalData();
  announceSessionChange({ type: 'signed-out', reason });
}

/**
 * The refresh token is missing, expired or refused: log out and report 'authFailed' (action 'logout').
 * Calls failing together share one wipe and one report, so the UI shows a single toast.
 */
export function endSessionAfterAuthFailure(): Promise<ApiErrorInfo> {
  authFailureInFlight ??= (async () => {
    try {
      await endSession('auth-failed');
      const info = describeCondition('authFailed');
      reportApiError(info);
      return info;
    } finally {
      authFailureInFlight = undefined;
    }
  })();
  return authFailureInFlight;
}

/**
 * Refreshes the token every 58 min from the stored last refresh; skipped while hidden, caught up on return.
 * Invariant: at most one timer is armed, and a refresh is attempted only when the stored time says it is due.
 */
import { TOKEN_REFRESH_INTERVAL_MS } from '#core/constants';
import type { Unsubscribe } from './emitter.ts';
import { isPageHidden, onPageVisible } from './page-visibility.ts';
import { endSessionAfterAuthFailure } from './session-end.ts';
import { onSessionChanged } from './session-events.ts';
import { RefreshRefusedError, refreshTokens } from './token-refresh.ts';
import { readSession } from './token-store.ts';

/** After a failed periodic refresh (e.g. offline), try again this much later instead of spinning. */
export const REFRESH_RETRY_AFTER_FAILURE_MS = 60 * 1000;

export type RefreshSchedulerDeps = {
  now: () => number;
  setTimer: (callback: () => void, delayMs: number) => unknown;
  clearTimer: (handle: unknown) => void;
  isHidden: () => boolean;
  onVisible: (listener: () => void) => Unsubscribe;
  onSessionChanged: (listener: () => void) => Unsubscribe;
  /** Epoch ms of the last sign-in or refresh, or undefined when signed out. */
  readLastRefreshAt: () => Promise<number | undefined>;
  /** Refreshes if still due (another tab may have done it); resolves when done. */
  refreshIfDue: () => Promise<void>;
};

const defaultDeps: RefreshSchedulerDeps = {
  now: () => Date.now(),
  // Looked up at call time so fake timers installed after import still apply.
  setTimer: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  // The handle is whatever setTimer above returned, so the cast only restores its type.
  clearTimer: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  isHidden: isPageHidden,
  onVisible: onPageVisible,
  onSessionChanged: (listener) => onSessionChanged(() => listener()),
  readLastRefreshAt: async () => (await readSession())?.lastRefreshAt,
  refreshIfDue: () => refreshIfDue(Date.now),
};

/** Starts the periodic refresh; returns the function that stops it. */
export function startRefreshScheduler(overrides: Partial<RefreshSchedulerDeps> = {}): () => void {
  const deps: RefreshSchedulerDeps = { ...defaultDeps, ...overrides };
  let timer: unknown;
  let isStopped = false;
  let isChecking = false;

  const disarm = () => {
    if (timer !== undefined) deps.clearTimer(timer);
    timer = undefined;
  };
  const arm = (delayMs: number) => {
    disarm();
    timer = deps.setTimer(() => {
      timer = undefined;
      void check();
    }, delayMs);
  };

  async function check(): Promise<void> {
    // A visibility change during an ongoing refresh must not start a second one.
    if (isStopped || isChecking) return;
    isChecking = true;
    try {
      const dueInMs = await msUntilDue();
      if (isStopped || dueInMs === undefined) return disarm();
      if (dueInMs > 0) return arm(dueInMs);
      // Hidden: skipped; the visibilitychange listener catches up when the user comes back.
      if (deps.isHidden()) return disarm();
      await deps.refreshIfDue().catch(() => undefined);
      const nextInMs = await msUntilDue();
      if (isStopped || nextInMs === undefined) return disarm();
      arm(nextInMs > 0 ? nextInMs : REFRESH_RETRY_AFTER_FAILURE_MS);
    } finally {
      isChecking = false;
    }
  }

  async function msUntilDue(): Promise<number | undefined> {
    const last = await deps.readLastRefreshAt();
    return last === undefined ? undefined : last + TOKEN_REFRESH_INTERVAL_MS - deps.now();
  }

  const offVisible = deps.onVisible(() => void check());
  const offSession = deps.onSessionChanged(() => void check());
  void check();
  return () => {
    isStopped = true;
    disarm();
    offVisible();
    offSession();
  };
}

/** The default periodic refresh: only if still due under the lock; a refused token logs out. */
async function refreshIfDue(now: () => number): Promise<void> {
  try {
    await refreshTokens((session) => now() - session.lastRefreshAt >= TOKEN_REFRESH_INTERVAL_MS, now);
  } catch (error) {
    if (error instanceof RefreshRefusedError) await endSessionAfterAuthFailure();
    throw error;
  }
}

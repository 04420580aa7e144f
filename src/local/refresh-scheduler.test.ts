import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#core/api';
import { TOKEN_REFRESH_INTERVAL_MS } from '#core/constants';
import { wipeLocalData } from './db.ts';
import { type RefreshSchedulerDeps, startRefreshScheduler } from './refresh-scheduler.ts';
import { envelope, scriptedFetch, signInAnswer } from './test-support.ts';
import { readSession, saveSignIn } from './token-store.ts';

const MINUTE_MS = 60 * 1000;

/** A signed-in tab on a fake clock: the last refresh time lives in memory, the refresh moves it. */
function fakeTab(lastRefreshAt: number | undefined) {
  const tab = {
    lastRefreshAt,
    isHidden: false,
    refreshes: [] as number[],
    showPage: () => {},
  };
  const deps: Partial<RefreshSchedulerDeps> = {
    isHidden: () => tab.isHidden,
    onVisible: (listener) => {
      tab.showPage = () => {
        tab.isHidden = false;
        listener();
      };
      return () => {};
    },
    onSessionChanged: () => () => {},
    readLastRefreshAt: async () => tab.lastRefreshAt,
    refreshIfDue: async () => {
      tab.refreshes.push(Date.now());
      tab.lastRefreshAt = Date.now();
    },
  };
  return { tab, deps };
}

describe('the refresh scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes 58 minutes after the last sign-in or refresh, then every 58 minutes', async () => {
    const { tab, deps } = fakeTab(0);
    const stop = startRefreshScheduler(deps);

    await vi.advanceTimersByTimeAsync(58 * MINUTE_MS - 1);
    expect(tab.refreshes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.refreshes).toEqual([58 * MINUTE_MS]);
    await vi.advanceTimersByTimeAsync(58 * MINUTE_MS);
    expect(tab.refreshes).toEqual([58 * MINUTE_MS, 116 * MINUTE_MS]);
    stop();
  });

  it('counts from the stored time, so a session refreshed 50 minutes ago is refreshed 8 minutes later', async () => {
    vi.setSystemTime(50 * MINUTE_MS);
    const { tab, deps } = fakeTab(0);
    const stop = startRefreshScheduler(deps);

    await vi.advanceTimersByTimeAsync(8 * MINUTE_MS);

    expect(tab.refreshes).toEqual([58 * MINUTE_MS]);
    stop();
  });

  it('skips the refresh while the tab is hidden', async () => {
    const { tab, deps } = fakeTab(0);
    tab.isHidden = true;
    const stop = startRefreshScheduler(deps);

    await vi.advanceTimersByTimeAsync(3 * 58 * MINUTE_MS);

    expect(tab.refreshes).toEqual([]);
    stop();
  });

  it('refreshes at once when the tab becomes visible after the refresh was due', async () => {
    const { tab, deps } = fakeTab(0);
    tab.isHidden = true;
    const stop = startRefreshScheduler(deps);
    await vi.advanceTimersByTimeAsync(70 * MINUTE_MS);

    tab.showPage();
    await vi.advanceTimersByTimeAsync(0);

    expect(tab.refreshes).toEqual([70 * MINUTE_MS]);
    stop();
  });

  it('does not refresh when the tab becomes visible before the refresh is due', async () => {
    const { tab, deps } = fakeTab(0);
    const stop = startRefreshScheduler(deps);
    await vi.advanceTimersByTimeAsync(30 * MINUTE_MS);

    tab.showPage();
    await vi.advanceTimersByTimeAsync(0);

    expect(tab.refreshes).toEqual([]);
    stop();
  });

  it('does nothing while signed out', async () => {
    const { tab, deps } = fakeTab(undefined);
    const stop = startRefreshScheduler(deps);

    await vi.advanceTimersByTimeAsync(120 * MINUTE_MS);

    expect(tab.refreshes).toEqual([]);
    stop();
  });

  it('tries again a minute later when a refresh fails', async () => {
    const { tab, deps } = fakeTab(0);
    let failures = 1;
    const stop = startRefreshScheduler({
      ...deps,
      refreshIfDue: async () => {
        tab.refreshes.push(Date.now());
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        tab.lastRefreshAt = Date.now();
      },
    });

    await vi.advanceTimersByTimeAsync(59 * MINUTE_MS);

    expect(tab.refreshes).toEqual([58 * MINUTE_MS, 59 * MINUTE_MS]);
    stop();
  });

  it('stops refreshing once stopped', async () => {
    const { tab, deps } = fakeTab(0);
    const stop = startRefreshScheduler(deps);

    stop();
    await vi.advanceTimersByTimeAsync(120 * MINUTE_MS);

    expect(tab.refreshes).toEqual([]);
  });
});

describe('the refresh scheduler with the real token store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('rotates the stored tokens through the refresh endpoint when the refresh is overdue', async () => {
    await wipeLocalData();
    await saveSignIn(signInAnswer(), Date.now() - TOKEN_REFRESH_INTERVAL_MS);
    vi.stubGlobal('location', { origin: 'http://localhost' });
    const network = scriptedFetch(() =>
      envelope({
        token: 't2',
        refreshToken: 'r2-abcdefghijklmnopqrst',
        refreshTokenExpireAt: '2099-01-01T00:00:00Z',
      }),
    );
    vi.stubGlobal('fetch', network.fetch);

    const stop = startRefreshScheduler();
    await vi.waitFor(async () => expect((await readSession())?.token).toBe('t2'));
    stop();

    expect(network.sent.map((sent) => sent.url.pathname)).toEqual([API_PATHS.refreshToken]);
  });
});

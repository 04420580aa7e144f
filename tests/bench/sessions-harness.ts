// Runs in Chromium (bundled by sessions.ts): the first pull of the seeded server into IndexedDB through
// the real engine, then the screens' session reads on what it pulled, timed. Exposed as `sessionsBench`.

import type { SignInData } from '../../src/core/auth.ts';
import { monthRange } from '../../src/core/sessions/session-periods.ts';
import { getDb } from '../../src/local/db.ts';
import {
  queryEarnings,
  queryNextSession,
  queryTodayPage,
} from '../../src/local/sessions/dashboard-queries.ts';
import { type Clock, querySessionPage, sessionsBetween } from '../../src/local/sessions/session-queries.ts';
import { storedSessionCount } from '../../src/local/sessions/session-store.ts';
import { pullChanges } from '../../src/local/sync/pull.ts';
import { saveSignIn } from '../../src/local/token-store.ts';

export type Timings = Record<'next' | 'todayPage' | 'earnings' | 'dashboard' | 'month' | 'week', number[]>;

async function time(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

export const sessionsBench = {
  async signIn(session: SignInData) {
    await saveSignIn(session, Date.now());
  },
  async firstPull() {
    const ms = await time(() => pullChanges());
    const db = getDb();
    return { ms, sessions: await storedSessionCount(db), patients: await db.patients.count() };
  },
  /** The same pages fetched and parsed again, nothing stored: the server's and the network's share of the pull. */
  async fetchOnly(token: string) {
    let since = 0;
    let pages = 0;
    const started = performance.now();
    for (;;) {
      const answer = await fetch(`/api/sync/changes?since=${since}&limit=1000`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { data } = (await answer.json()) as {
        data: { cursor: number; hasMore: boolean; changes: unknown[] };
      };
      pages += 1;
      since = data.cursor;
      if (!data.hasMore || data.changes.length === 0) break;
    }
    return { ms: performance.now() - started, pages };
  },
  /** Each run reads what the screen reads, one query after the other (the dashboard's total is their sum). */
  async queries(runs: number, zone: string): Promise<Timings & { rowsSeen: Record<string, number> }> {
    const clock: Clock = { now: new Date().toISOString(), zone, firstDay: 1 };
    const timings: Timings = { next: [], todayPage: [], earnings: [], dashboard: [], month: [], week: [] };
    const rowsSeen: Record<string, number> = {};
    const page = { search: '', pageIndex: 0, pageSize: 10 };
    for (let run = 0; run < runs; run += 1) {
      const next = await time(async () => {
        rowsSeen.next = (await queryNextSession(clock)) ? 1 : 0;
      });
      const todayPage = await time(async () => {
        rowsSeen.today = (await queryTodayPage(page, clock)).total;
      });
      const earnings = await time(async () => {
        rowsSeen.earningsYear = (await queryEarnings(clock)).totals.year;
      });
      timings.next.push(next);
      timings.todayPage.push(todayPage);
      timings.earnings.push(earnings);
      timings.dashboard.push(next + todayPage + earnings);
      timings.month.push(
        await time(async () => {
          rowsSeen.month = (await sessionsBetween(monthRange(clock.now, zone))).length;
        }),
      );
      timings.week.push(
        await time(async () => {
          rowsSeen.week = (
            await querySessionPage({ ...page, range: 'week', mode: 'all', type: 'all', status: 'all' }, clock)
          ).total;
        }),
      );
    }
    return { ...timings, rowsSeen };
  },
};

Object.assign(globalThis, { sessionsBench });

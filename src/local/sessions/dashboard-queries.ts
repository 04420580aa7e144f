/**
 * The dashboard's reads of the local sessions: today's next session, today's appointments page and
 * the earnings figures. Each is one indexed range read, so the dashboard works offline and, inside
 * `useLiveQuery`, follows any change to that range (a session completed on another device included).
 */
import {
  dailyEarnings,
  type EarningsPoint,
  type EarningsTotals,
  earningsQueryRange,
  earningsTotals,
  monthlyEarnings,
  nextSessionToday,
} from '#core/sessions/session-earnings';
import { dayRange } from '#core/sessions/session-periods';
import { getDb, type MindofficeDb } from '../db.ts';
import {
  type Clock,
  type SessionListRow,
  type SessionPage,
  querySessionPage,
  sessionsBetween,
} from './session-queries.ts';

export type DashboardEarnings = {
  totals: EarningsTotals;
  /** The last 30 local days, today last. */
  daily: EarningsPoint[];
  /** The last 12 local months, this month last. */
  monthly: EarningsPoint[];
};

export type TodayPageQuery = { search: string; pageIndex: number; pageSize: number };

/** Today's next session in the specialist's zone (live, not completed, not over), with its patient. */
export async function queryNextSession(
  clock: Pick<Clock, 'now' | 'zone'>,
  db: MindofficeDb = getDb(),
): Promise<SessionListRow | undefined> {
  // Today's live sessions come from the `liveStartsAt` index: a day is a handful of rows.
  const today = await sessionsBetween(dayRange(clock.now, clock.zone), db);
  return nextSessionToday(today, clock.now, clock.zone);
}

/** One page of today's appointments, in time order, searched by patient name, number or reference. */
export function queryTodayPage(
  query: TodayPageQuery,
  clock: Clock,
  db: MindofficeDb = getDb(),
): Promise<SessionPage> {
  return querySessionPage({ ...query, range: 'today', mode: 'all', type: 'all', status: 'all' }, clock, db);
}

/**
 * Earnings for the day, month and year and the 30-day and 12-month series, from one read of the
 * completed sessions in `earningsQueryRange` through `[status+startsAt]` (so scheduled and cancelled
 * rows are never read). That index keeps tombstones, which are left out here.
 */
export async function queryEarnings(
  clock: Pick<Clock, 'now' | 'zone'>,
  db: MindofficeDb = getDb(),
): Promise<DashboardEarnings> {
  const { start, end } = earningsQueryRange(clock.now, clock.zone);
  const rows = await db.sessions
    .where('[status+startsAt]')
    .between(['completed', start], ['completed', end], true, false)
    .filter((row) => row.deletedAt === null)
    .toArray();
  return {
    totals: earningsTotals(rows, clock.now, clock.zone),
    daily: dailyEarnings(rows, clock.now, clock.zone),
    monthly: monthlyEarnings(rows, clock.now, clock.zone),
  };
}

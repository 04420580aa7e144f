/**
 * The dashboard's reads of the local sessions: today's next session, today's appointments page and
 * the earnings figures. Each is one indexed range read, so the dashboard works offline and, inside
 * `useLiveQuery`, follows any change to that range (a session completed on another device included).
 */
import {
  dailyEarnings,
  type EarningsPoint,
  type EarningsRow,
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
  querySessionPage,
  type SessionListRow,
  type SessionPage,
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
 * `earning` index over `earningsQueryRange`: keys only ([startsAt, amount] of live completed sessions,
 * session-keys.ts), so no row is deserialized and tombstones are not in the index at all.
 */
export async function queryEarnings(
  clock: Pick<Clock, 'now' | 'zone'>,
  db: MindofficeDb = getDb(),
): Promise<DashboardEarnings> {
  const { start, end } = earningsQueryRange(clock.now, clock.zone);
  // Index keys only: no row is deserialized (reading the rows took ~80 ms p95 over a busy year, the
  // keys ~50 ms, one cursor step each; walking slices side by side in one transaction was slower).
  // [start] sorts before every [start, amount] and [end] before every [end, amount]: half-open.
  const keys = await db.sessions.where('earning').between([start], [end], true, false).keys();
  const rows = keys.flatMap((key) => (isEarningKey(key) ? [earningRow(key)] : []));
  return {
    totals: earningsTotals(rows, clock.now, clock.zone),
    daily: dailyEarnings(rows, clock.now, clock.zone),
    monthly: monthlyEarnings(rows, clock.now, clock.zone),
  };
}

function isEarningKey(key: unknown): key is [string, number] {
  return Array.isArray(key) && typeof key[0] === 'string' && typeof key[1] === 'number';
}

function earningRow([startsAt, amount]: [string, number]): EarningsRow {
  return { startsAt, amount, status: 'completed' };
}

/** Whether the specialist has a live patient to book for (`listKey` is absent on tombstones). */
export async function queryHasPatients(db: MindofficeDb = getDb()): Promise<boolean> {
  const [first] = await db.patients.orderBy('listKey').limit(1).primaryKeys();
  return first !== undefined;
}

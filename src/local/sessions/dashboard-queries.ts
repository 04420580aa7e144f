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
import { liveSessionsBetween } from './session-store.ts';

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
 * Earnings for the day, month and year and the 30-day and 12-month series, from the live sessions of
 * `earningsQueryRange` that earn (completed ones, missed ones' fees): the months it spans are read
 * whole (about fourteen records, a busy practice's year in ~15 ms), tombstones left out.
 */
export async function queryEarnings(
  clock: Pick<Clock, 'now' | 'zone'>,
  db: MindofficeDb = getDb(),
): Promise<DashboardEarnings> {
  const sessions = await liveSessionsBetween(db, earningsQueryRange(clock.now, clock.zone));
  // Session rows are earnings rows: what each earns is read from its status, amount and fee.
  const rows: readonly EarningsRow[] = sessions;
  return {
    totals: earningsTotals(rows, clock.now, clock.zone),
    daily: dailyEarnings(rows, clock.now, clock.zone),
    monthly: monthlyEarnings(rows, clock.now, clock.zone),
  };
}

/** Whether the specialist has a live patient to book for (`listKey` is absent on tombstones). */
export async function queryHasPatients(db: MindofficeDb = getDb()): Promise<boolean> {
  const [first] = await db.patients.orderBy('listKey').limit(1).primaryKeys();
  return first !== undefined;
}

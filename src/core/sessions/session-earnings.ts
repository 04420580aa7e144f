/**
 * The dashboard's figures, pure over session rows so they work offline from the local store: earnings
 * (the specialist's `amount` of completed sessions, and the fees of missed ones: earnedAmount) for the day, month and year and as day and month
 * series, and today's next session with its Join Now window. A session earns on the local day of its
 * start in the specialist's zone (the day it was booked for and listed under), not the day it ended.
 * Rows' instants are canonical (session-schema.ts), so ranges are compared as strings: no parsing
 * per row, which is most of the cost over a year of sessions.
 */
import { feeEarnings } from './missed-sessions.ts';
import type { SessionStatus } from './session-lists.ts';
import { isLiveSession, sessionEndMs } from './session-overlap.ts';
import { dayRange, type InstantRange, midnight, monthRange, yearRange } from './session-periods.ts';
import { isFinalStatus } from './session-status.ts';
import { addDays, addMonths, instantToZoned } from './session-time.ts';

/** Join Now opens this long before the start and stays open until the session's end. */
export const JOIN_OPENS_BEFORE_START_MS = 10 * 60_000;
export const EARNINGS_DAYS = 30;
export const EARNINGS_MONTHS = 12;

export type EarningsRow = {
  startsAt: string;
  status: SessionStatus;
  amount: number;
  /** A missed session's fee and the booked rate its commission is taken at (missed-sessions.ts). */
  fee?: number;
  commissionRateBps?: number;
  deletedAt?: string | null;
};
export type EarningsTotals = { day: number; month: number; year: number };
/** `date` is 'YYYY-MM-DD' for a day, 'YYYY-MM' for a month; `amount` in minor units. */
export type EarningsPoint = { date: string; amount: number };

/** What the next-session and Join Now rules read of a session row. */
export type UpcomingRow = {
  startsAt: string;
  durationMinutes: number;
  status: SessionStatus;
  deletedAt?: string | null;
};

/**
 * The `startsAt` range holding every row the figures below read at `now`: from the earliest of the
 * year, the 30 days and the 12 months to the end of the year. Query it once, pass the rows to each.
 */
export function earningsQueryRange(now: string, zone: string): InstantRange {
  const { date } = instantToZoned(now, zone);
  const year = yearRange(now, zone);
  // Canonical instants sort as strings.
  const [start = year.start] = [
    year.start,
    midnight(addDays(date, 1 - EARNINGS_DAYS), zone),
    midnight(addMonths(date, 1 - EARNINGS_MONTHS), zone),
  ].sort();
  return { start, end: year.end };
}

/** Earnings of the local day, month and year containing `now`. */
export function earningsTotals(rows: Iterable<EarningsRow>, now: string, zone: string): EarningsTotals {
  const day = dayRange(now, zone);
  const month = monthRange(now, zone);
  const year = yearRange(now, zone);
  const totals = { day: 0, month: 0, year: 0 };
  for (const row of rows) {
    const earned = earnedAmount(row);
    if (earned === 0) continue;
    if (isWithin(row.startsAt, day)) totals.day += earned;
    if (isWithin(row.startsAt, month)) totals.month += earned;
    if (isWithin(row.startsAt, year)) totals.year += earned;
  }
  return totals;
}

/** One point per local day of the last 30 days, today last, days without earnings at 0. */
export function dailyEarnings(rows: Iterable<EarningsRow>, now: string, zone: string): EarningsPoint[] {
  const today = instantToZoned(now, zone).date;
  const dates = Array.from({ length: EARNINGS_DAYS }, (_, i) => addDays(today, i + 1 - EARNINGS_DAYS));
  const bounds = [...dates, addDays(today, 1)].map((date) => midnight(date, zone));
  return bucketed(rows, dates, bounds);
}

/** One point per local month of the last 12 months, this month last, months without earnings at 0. */
export function monthlyEarnings(rows: Iterable<EarningsRow>, now: string, zone: string): EarningsPoint[] {
  const today = instantToZoned(now, zone).date;
  const firsts = Array.from({ length: EARNINGS_MONTHS + 1 }, (_, i) =>
    addMonths(today, i + 1 - EARNINGS_MONTHS),
  );
  const months = firsts.slice(0, EARNINGS_MONTHS).map((date) => date.slice(0, 7));
  return bucketed(
    rows,
    months,
    firsts.map((date) => midnight(date, zone)),
  );
}

/**
 * Today's next session: the earliest live one, neither completed nor cancelled, starting today in the
 * zone and not yet over at `now` (an ongoing session stays next until its end, to rejoin it).
 */
export function nextSessionToday<T extends UpcomingRow>(
  rows: Iterable<T>,
  now: string,
  zone: string,
): T | undefined {
  const nowMs = Date.parse(now);
  const today = dayRange(now, zone);
  let next: T | undefined;
  for (const row of rows) {
    if (!isLiveSession(row) || isFinalStatus(row.status) || !isWithin(row.startsAt, today)) continue;
    if (sessionEndMs(row) <= nowMs) continue;
    if (!next || row.startsAt < next.startsAt) next = row;
  }
  return next;
}

/** Join Now is enabled from 10 minutes before the start until the end, while the session is not over. */
export function isJoinEnabled(session: UpcomingRow, now: string): boolean {
  if (!isLiveSession(session) || isFinalStatus(session.status)) return false;
  const nowMs = Date.parse(now);
  return nowMs >= Date.parse(session.startsAt) - JOIN_OPENS_BEFORE_START_MS && nowMs < sessionEndMs(session);
}

function isWithin(instant: string, range: InstantRange): boolean {
  return instant >= range.start && instant < range.end;
}

/**
 * What a session earns the specialist: a completed one its `amount`, a no-show or a late cancellation
 * its fee less the commission at the booked rate, any other nothing.
 */
export function earnedAmount(row: EarningsRow): number {
  if ((row.deletedAt ?? null) !== null) return 0;
  if (row.status === 'completed') return row.amount;
  if (row.status === 'noShow' || row.status === 'cancelled')
    return feeEarnings(row.fee ?? 0, row.commissionRateBps ?? 0);
  return 0;
}

/** Sums each earning row into the bucket whose [bounds[i], bounds[i + 1]) holds its start. */
function bucketed(rows: Iterable<EarningsRow>, labels: string[], bounds: string[]): EarningsPoint[] {
  const sums = labels.map(() => 0);
  for (const row of rows) {
    const earned = earnedAmount(row);
    if (earned === 0) continue;
    const index = bucketIndex(bounds, row.startsAt);
    if (index !== undefined) sums[index] = (sums[index] ?? 0) + earned;
  }
  return labels.map((date, i) => ({ date, amount: sums[i] ?? 0 }));
}

/** Binary search: the i with bounds[i] ≤ instant < bounds[i + 1], or undefined outside. */
function bucketIndex(bounds: string[], instant: string): number | undefined {
  let low = 0;
  let high = bounds.length - 1;
  if (!(instant >= (bounds[0] ?? '') && instant < (bounds[high] ?? ''))) return undefined;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (instant < (bounds[middle] ?? '')) high = middle;
    else low = middle;
  }
  return low;
}

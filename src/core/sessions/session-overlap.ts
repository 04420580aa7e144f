/**
 * No two live sessions of one specialist overlap. A session occupies the half-open interval
 * [startsAt, startsAt + duration): one ending at 15:00 and the next starting at 15:00 are back to back,
 * not overlapping. The calendar checks before it queues a booking or a drag; the server checks again
 * on the candidates of `overlapQueryWindow`, inside the transaction that writes.
 */
import { SESSION_DURATION_MAX_MINUTES, type SessionStatus } from './session-lists.ts';
import { SESSION_MESSAGES as M } from './session-messages.ts';
import type { InstantRange } from './session-periods.ts';
import type { SessionFieldError } from './session-schema.ts';
import { formatInstant } from './session-time.ts';

const MINUTE_MS = 60_000;

export type OverlapCandidate = {
  id: string;
  /** Canonical ISO instant (session-schema.ts), read with Date.parse for speed. */
  startsAt: string;
  durationMinutes: number;
  status: SessionStatus;
  deletedAt?: string | null;
};

/** A session that holds its time: not cancelled (a cancelled one frees it) and not deleted. */
export function isLiveSession(session: Pick<OverlapCandidate, 'status' | 'deletedAt'>): boolean {
  return session.status !== 'cancelled' && (session.deletedAt ?? null) === null;
}

export function sessionEndMs(session: Pick<OverlapCandidate, 'startsAt' | 'durationMinutes'>): number {
  return Date.parse(session.startsAt) + session.durationMinutes * MINUTE_MS;
}

/**
 * The first live session among `others` whose time meets the candidate's, or undefined. The
 * candidate itself (same id: an update) is skipped, and a candidate that is not live conflicts with
 * nothing. Linear and allocation-free: the caller passes a day's or a query window's sessions.
 */
export function findOverlap<T extends OverlapCandidate>(
  candidate: OverlapCandidate,
  others: Iterable<T>,
): T | undefined {
  if (!isLiveSession(candidate)) return undefined;
  const start = Date.parse(candidate.startsAt);
  const end = start + candidate.durationMinutes * MINUTE_MS;
  for (const other of others) {
    if (other.id === candidate.id || !isLiveSession(other)) continue;
    const otherStart = Date.parse(other.startsAt);
    if (otherStart < end && start < otherStart + other.durationMinutes * MINUTE_MS) return other;
  }
  return undefined;
}

/**
 * The range of `startsAt` a query must cover to find every session that may overlap this one: a
 * session starting up to the longest duration before it may still be running at its start.
 */
export function overlapQueryWindow(startsAt: string, durationMinutes: number): InstantRange {
  const start = Date.parse(startsAt);
  return {
    start: formatInstant(start - SESSION_DURATION_MAX_MINUTES * MINUTE_MS),
    end: formatInstant(start + durationMinutes * MINUTE_MS),
  };
}

/**
 * The error shown on `startsAt`: "This time overlaps another session (S-7K3Q9F2M at 14:00).", the
 * time in the reader's zone and language (the server passes the request's language). `nameZone`
 * appends the zone ("14:00 UTC") when the reader may not know which clock it is.
 */
export function overlapError(
  other: { reference: string; startsAt: string },
  timeZone: string,
  locale: string,
  nameZone = false,
): SessionFieldError {
  // timeStyle cannot be combined with timeZoneName: spell the short time out when the zone is named.
  const style: Intl.DateTimeFormatOptions = nameZone
    ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }
    : { timeStyle: 'short' };
  const time = new Intl.DateTimeFormat(locale, { ...style, timeZone }).format(Date.parse(other.startsAt));
  return { field: 'startsAt', message: { ...M.overlap, values: { reference: other.reference, time } } };
}

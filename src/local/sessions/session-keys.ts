/**
 * The derived index key of a stored session: `liveStartsAt` is the start of a session that is not
 * deleted, and absent on a tombstone. IndexedDB leaves rows without the key out of its index, so the
 * lists, the calendar and the dashboard read a range of live sessions — counts included — from the
 * index alone, never skipping tombstones one by one.
 */
import type { SessionRow } from '#core/sessions/session-schema';

export type StoredSession = SessionRow & { liveStartsAt?: string };

export function withSessionKeys(row: SessionRow): StoredSession {
  const { liveStartsAt: _previous, ...plain } = row as StoredSession;
  return plain.deletedAt === null ? { ...plain, liveStartsAt: plain.startsAt } : plain;
}

export function withoutSessionKeys(row: StoredSession): SessionRow {
  const { liveStartsAt: _key, ...plain } = row;
  return plain;
}

/**
 * The derived index keys of a stored session, absent on a tombstone: `liveStartsAt` is the start of a
 * session that is not deleted, and `earning` is `[startsAt, amount]` of a live completed one.
 * IndexedDB leaves rows without the key out of its index, so the lists, the calendar and the dashboard
 * read a range of live sessions — counts included — from the index alone, never skipping tombstones
 * one by one; and the earnings read only index keys, never a row (a busy year is thousands of rows).
 * `livePackageId` is the package a live, uncancelled session holds a unit of: a package's units used
 * are an index count (package-units.ts counts the same sessions).
 */
import type { SessionRow } from '#core/sessions/session-schema';

export type StoredSession = SessionRow & {
  liveStartsAt?: string;
  earning?: [startsAt: string, amount: number];
  livePackageId?: string;
};

export function withSessionKeys(row: SessionRow): StoredSession {
  const { liveStartsAt: _start, earning: _earning, livePackageId: _package, ...plain } = row as StoredSession;
  if (plain.deletedAt !== null) return plain;
  const live: StoredSession = { ...plain, liveStartsAt: plain.startsAt };
  if (plain.status === 'completed') live.earning = [plain.startsAt, plain.amount];
  if (plain.packageId !== null && plain.status !== 'cancelled') live.livePackageId = plain.packageId;
  return live;
}

export function withoutSessionKeys(row: StoredSession): SessionRow {
  const { liveStartsAt: _start, earning: _earning, livePackageId: _package, ...plain } = row;
  return plain;
}

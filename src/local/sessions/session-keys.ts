/**
 * The derived keys of a stored session, absent on a tombstone: `liveStartsAt` is the start of a
 * session that is not deleted (the months count those, session-table.ts), and `livePackageId` the
 * package a session holds a unit of (a package's units used are an index count;
 * package-units.ts counts the same sessions). `earning`, a key of versions 6 to 19, is dropped.
 */
import { holdsPackageUnit } from '#core/packages/package-units';
import type { SessionRow } from '#core/sessions/session-schema';

export type StoredSession = SessionRow & {
  liveStartsAt?: string;
  livePackageId?: string;
};

type StoredBefore20 = StoredSession & { earning?: unknown };

export function withSessionKeys(row: SessionRow): StoredSession {
  // Keys a stored row may carry (older ones included) are derived again, never carried over.
  const plain = withoutSessionKeys(row);
  if (plain.deletedAt !== null) return plain;
  const live: StoredSession = { ...plain, liveStartsAt: plain.startsAt };
  if (plain.packageId !== null && holdsPackageUnit(plain)) live.livePackageId = plain.packageId;
  return live;
}

export function withoutSessionKeys(row: StoredSession): SessionRow {
  const {
    liveStartsAt: _start,
    earning: _earning,
    livePackageId: _package,
    ...plain
  } = row as StoredBefore20;
  return plain;
}

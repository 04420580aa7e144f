/**
 * The derived index keys of a stored package, absent on a tombstone: `livePurchasedAt` orders the sold
 * list, `unpaidPurchasedAt` only the unpaid ones, `liveExpiresAt` splits expired from unexpired. So the
 * sold list pages, counts and filters from indexes, reading only the rows of the page it shows.
 */
import type { PackageRow } from '#core/packages/package-schema';

export type StoredPackage = PackageRow & {
  livePurchasedAt?: string;
  unpaidPurchasedAt?: string;
  liveExpiresAt?: string;
};

export function withPackageKeys(row: PackageRow): StoredPackage {
  const plain = withoutPackageKeys(row);
  if (plain.deletedAt !== null) return plain;
  const live: StoredPackage = {
    ...plain,
    livePurchasedAt: plain.purchasedAt,
    liveExpiresAt: plain.expiresAt,
  };
  if (!plain.paid) live.unpaidPurchasedAt = plain.purchasedAt;
  return live;
}

export function withoutPackageKeys(row: StoredPackage): PackageRow {
  const { livePurchasedAt: _p, unpaidPurchasedAt: _u, liveExpiresAt: _e, ...plain } = row;
  return plain;
}

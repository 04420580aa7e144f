/**
 * Runs a write to an owner's synced rows in one transaction that first takes a transaction-scoped
 * advisory lock on the owner. Invariant: versions of one owner are drawn (nextval inside the writing
 * statement, after the lock) and committed in the same order, so a pull never sees version N+1 before
 * N is visible (the "hole"; see src/local/README.md).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type OwnerTx = { tx: Tx };

/** A namespace for our advisory locks, so they cannot collide with another feature's (hashtext is 32-bit). */
const LOCK_NAMESPACE = 3;

export function withOwnerTransaction<T>(
  db: Db,
  ownerId: string,
  work: (owner: OwnerTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    return work({ tx });
  });
}

/**
 * Takes the owner's lock in a transaction begun elsewhere (one that must also end sessions). Held
 * until commit or rollback: a concurrent write of the same owner waits here, before it can draw a
 * version, so versions are committed in the order they were drawn.
 */
export async function lockOwner(tx: Tx, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${ownerId}))`);
}

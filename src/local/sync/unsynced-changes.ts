/**
 * The Unsynced changes panel's data and actions: rejected entries, discard, and edit-and-retry.
 * Invariant: a rejected entry leaves the outbox only when the user discards or resubmits it.
 */
import type { OutboxEntry } from '#core/sync/types';
import { getDb, type MindofficeDb } from '../db.ts';
import { mutate } from './mutate.ts';

export function listRejected(db: MindofficeDb = getDb()): Promise<OutboxEntry[]> {
  return db.outbox.where('state').equals('rejected').sortBy('seq');
}

export async function discardRejected(entryId: string, db: MindofficeDb = getDb()): Promise<void> {
  await db.outbox.where('id').equals(entryId).delete();
}

/** Queues the edited args as a new entry (a new Idempotency-Key), then drops the refused one. */
export async function resubmitRejected(
  entry: OutboxEntry,
  args: Record<string, unknown>,
  db: MindofficeDb = getDb(),
): Promise<void> {
  await mutate(entry.name, args, { db });
  await discardRejected(entry.id, db);
}

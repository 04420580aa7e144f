/**
 * Marking synced rows read (a patient's chat messages, notifications): one `<entity>.update` of
 * `readAt` each, on the version the device holds, queued in one transaction.
 */
import type { SyncedEntity } from '#core/sync/entity';
import type { MindofficeDb } from '../db.ts';
import { mutateTogether } from './mutate.ts';

export async function markRowsRead<TFields extends { readAt: string | null }>(
  entity: SyncedEntity<TFields>,
  rows: readonly { id: string; version: number }[],
  db: MindofficeDb,
  now: number,
): Promise<void> {
  const readAt = new Date(now).toISOString();
  const name = entity.mutations.update.name;
  await mutateTogether(
    rows.map((row) => ({ name, args: { id: row.id, baseVersion: row.version, changes: { readAt } } })),
    { db, now },
  );
}

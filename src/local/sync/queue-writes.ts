/**
 * The one way an update of any synced entity is queued: only the fields that differ from the stored
 * row (by content), with the row's version as the base. Invariants: an update that changes nothing
 * queues nothing; a row that is gone here (never stored, or deleted) takes no update.
 */

import type { SyncedEntity } from '#core/sync/entity';
import { pickFields } from '#core/sync/entity';
import { changedFields } from '#core/sync/merge';
import type { OutboxEntry } from '#core/sync/types';
import { getDb, type MindofficeDb } from '../db.ts';
import { syncedTable } from './local-rows.ts';
import { mutate } from './mutate.ts';

export async function queueUpdate<TFields extends Record<string, unknown>>(
  entity: SyncedEntity<TFields>,
  id: string,
  next: NoInfer<Partial<TFields>>,
  db: MindofficeDb = getDb(),
): Promise<OutboxEntry | undefined> {
  const current = await syncedTable(db, entity.table).get(id);
  if (!current || current.deletedAt !== null) throw new Error(`no local ${entity.name} ${id}`);
  const previous = pickFields<Partial<TFields>>(current, Object.keys(next));
  const changes = changedFields<Partial<TFields>>(previous, next);
  if (Object.keys(changes).length === 0) return undefined;
  return mutate(entity.mutations.update.name, { id, baseVersion: current.version, changes }, { db });
}

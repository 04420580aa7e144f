/**
 * The one way a write of any synced entity is queued (a file pick: ../files/own-files.ts): a create
 * under a client UUID; an update of only the fields that differ from the stored row (by content), with
 * the row's version as the base; a delete. Invariants: an update that changes nothing queues nothing;
 * a row that is gone here (never stored, or deleted) takes no update and no second delete.
 */

import type { SyncedEntity } from '#core/sync/entity';
import { pickFields } from '#core/sync/entity';
import { changedFields } from '#core/sync/merge';
import type { OutboxEntry, SyncedRow } from '#core/sync/types';
import { getDb, type MindofficeDb } from '../db.ts';
import { syncedTable } from './local-rows.ts';
import { mutate } from './mutate.ts';

/** Queues the row's creation under `id`, a new client UUID (offline creates need no server). */
export function queueCreate<TFields extends Record<string, unknown>>(
  entity: SyncedEntity<TFields>,
  id: string,
  fields: NoInfer<TFields>,
  db: MindofficeDb = getDb(),
): Promise<OutboxEntry> {
  return mutate(entity.mutations.create.name, { id, ...fields }, { db });
}

/** The row as stored here, undefined when it is gone (never stored, or deleted). */
export async function liveRowOf(
  entity: { table: string },
  id: string,
  db: MindofficeDb,
): Promise<SyncedRow | undefined> {
  const current = await syncedTable(db, entity.table).get(id);
  return current && current.deletedAt === null ? current : undefined;
}

/** Queues the row's deletion; nothing when it is already gone here (a second click, another tab). */
export async function queueDelete<TFields extends Record<string, unknown>>(
  entity: SyncedEntity<TFields>,
  id: string,
  db: MindofficeDb = getDb(),
): Promise<OutboxEntry | undefined> {
  if (!(await liveRowOf(entity, id, db))) return undefined;
  return mutate(entity.mutations.delete.name, { id }, { db });
}

export async function queueUpdate<TFields extends Record<string, unknown>>(
  entity: SyncedEntity<TFields>,
  id: string,
  next: NoInfer<Partial<TFields>>,
  db: MindofficeDb = getDb(),
): Promise<OutboxEntry | undefined> {
  const current = await liveRowOf(entity, id, db);
  if (!current) throw new Error(`no local ${entity.name} ${id}`);
  const previous = pickFields<Partial<TFields>>(current, Object.keys(next));
  const changes = changedFields<Partial<TFields>>(previous, next);
  if (Object.keys(changes).length === 0) return undefined;
  return mutate(entity.mutations.update.name, { id, baseVersion: current.version, changes }, { db });
}

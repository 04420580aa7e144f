/**
 * The pull (`GET /api/sync/changes`): the owner's rows of every entity changed after the cursor, in
 * version order, tombstones included. Versions come from one sequence across entities, so a page is the
 * first `limit` of the per-entity lists merged by version; each list is read one row longer than the
 * page to tell whether more remain. Complete by construction: an owner's versions commit in order
 * (the owner lock, src/server/sync/owner-transaction.ts).
 */
import type { ChangesPage } from '#core/sync/types';
import type { Db } from '../db/client.ts';
import { SERVER_ENTITIES } from './entities.ts';
import type { ServerEntity, SyncedRecord } from './entity-definition.ts';
import { recordsChangedSince, toWire } from './entity-store.ts';

type Changed = { entity: ServerEntity; record: SyncedRecord };

export async function changesSince(
  db: Db,
  ownerId: string,
  since: number,
  limit: number,
): Promise<ChangesPage> {
  const lists = await Promise.all(
    SERVER_ENTITIES.map(async (entity) =>
      (await recordsChangedSince(entity, db, ownerId, since, limit)).map(
        (record): Changed => ({ entity, record }),
      ),
    ),
  );
  const merged = lists.length === 1 ? (lists[0] ?? []) : lists.flat().sort(byVersion);
  const page = merged.slice(0, limit);
  return {
    changes: page.map(({ entity, record }) => ({ entity: entity.synced.name, row: toWire(entity, record) })),
    cursor: page.at(-1)?.record.version ?? since,
    hasMore: merged.length > limit,
  };
}

function byVersion(a: Changed, b: Changed): number {
  return a.record.version - b.record.version;
}

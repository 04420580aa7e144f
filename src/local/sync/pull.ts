/**
 * Pulls the server's changes since the stored cursor, page by page, into the local tables.
 * Invariant: a page's rows and the cursor after it are stored in ONE transaction, rebased on the queue.
 */
import { ENTITY_TABLES } from '#core/sync/registry';
import { rowKeyOf } from '#core/sync/row-key';
import {
  CHANGES_PAGE_MAX_ROWS,
  type ChangesPage,
  type OutboxEntry,
  SYNC_PATHS,
  type SyncedRow,
} from '#core/sync/types';
import { getDb, type MindofficeDb } from '../db.ts';
import { withExclusiveLock } from '../exclusive-lock.ts';
import { api } from '../http.ts';
import { readSession } from '../token-store.ts';
import { syncedTable, syncedTables, toStored } from './local-rows.ts';
import { rebaseRow } from './rebase.ts';
import { markSynced, readCursor, writeCursor } from './sync-state.ts';

const PULL_LOCK_NAME = 'mindoffice-pull';

export type PullDeps = {
  db: MindofficeDb;
  fetchPage: (since: number, limit: number) => Promise<ChangesPage>;
  now: () => number;
};

export function defaultPullDeps(): PullDeps {
  return {
    db: getDb(),
    fetchPage: (since, limit) =>
      api.get<ChangesPage>(SYNC_PATHS.changes, { since, limit }, { skipErrorReport: true }),
    now: Date.now,
  };
}

/** Resolves with how many rows were received. */
export function pullChanges(deps: PullDeps = defaultPullDeps(), pageSize = CHANGES_PAGE_MAX_ROWS) {
  return withExclusiveLock(PULL_LOCK_NAME, async () => {
    let received = 0;
    let page = await deps.fetchPage(await readCursor(deps.db), pageSize);
    for (;;) {
      const isLast = !page.hasMore || page.changes.length === 0;
      // The next page is fetched while this one is written, so the server's time hides behind
      // IndexedDB's (a first pull of 110,000 rows: 24.8 s one after the other). Its `since` is this
      // page's cursor, the one stored with it; if the write fails, the fetched page is dropped.
      const next = isLast ? undefined : deps.fetchPage(page.cursor, pageSize);
      next?.catch(() => undefined);
      await applyPage(deps, page);
      received += page.changes.length;
      if (!next) return received;
      page = await next;
    }
  });
}

async function applyPage(deps: PullDeps, page: ChangesPage): Promise<void> {
  const { db } = deps;
  const ownerId = (await readSession())?.userId ?? '';
  await db.transaction('rw', [...syncedTables(db), db.outbox, db.syncState], async () => {
    // One read of the queue per page, not one per row: a first pull brings thousands of rows.
    const queued = await db.outbox.where('state').anyOf('pending', 'parked').toArray();
    const byRowKey = new Map<string, OutboxEntry[]>();
    for (const entry of queued) byRowKey.set(entry.rowKey, [...(byRowKey.get(entry.rowKey) ?? []), entry]);
    for (const [table, rows] of rowsByTable(page)) await applyRows(db, table, rows, byRowKey, ownerId);
    await writeCursor(db, page.cursor);
    await markSynced(db, deps.now());
  });
}

/**
 * The page's rows grouped by local table. An entity this client has no table for is skipped: the
 * version that adds its table must reset the pull cursor (see README, "Known gotchas").
 */
function rowsByTable(page: ChangesPage): Map<string, SyncedRow[]> {
  const tables = new Map<string, SyncedRow[]>();
  for (const change of page.changes) {
    const table = ENTITY_TABLES[change.entity];
    if (table === undefined) continue;
    tables.set(table, [...(tables.get(table) ?? []), change.row]);
  }
  return tables;
}

async function applyRows(
  db: MindofficeDb,
  table: string,
  rows: SyncedRow[],
  byRowKey: ReadonlyMap<string, OutboxEntry[]>,
  ownerId: string,
): Promise<void> {
  const local = syncedTable(db, table);
  const current = await local.bulkGet(rows.map((row) => row.id));
  const puts: SyncedRow[] = [];
  const deletes: string[] = [];
  rows.forEach((row, index) => {
    const existing = current[index];
    // An acknowledgement stored meanwhile may be newer than this page.
    const base = existing && existing.version > row.version ? existing : row;
    const next = rebaseRow(base, byRowKey.get(rowKeyOf(table, row.id)) ?? [], ownerId);
    if (next) puts.push(toStored(table, next));
    else deletes.push(row.id);
  });
  await local.bulkPut(puts);
  await local.bulkDelete(deletes);
}

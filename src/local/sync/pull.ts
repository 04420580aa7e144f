/**
 * Pulls the server's changes since the stored cursors, page by page, into the local tables.
 * Invariant: a page's rows and the cursors after it are stored in ONE transaction, rebased on the
 * queue; only the entities this client stores are asked for, so no cursor passes rows it did not store.
 */
import { formatPullCursors, type PullCursors } from '#core/sync/pull-cursors';
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
import { syncedTable, toStored } from './local-rows.ts';
import { rebaseRow } from './rebase.ts';
import { markSynced, readCursors, writeCursors } from './sync-state.ts';

const PULL_LOCK_NAME = 'mindoffice-pull';

export type PullDeps = {
  db: MindofficeDb;
  fetchPage: (cursors: PullCursors, limit: number) => Promise<ChangesPage>;
  now: () => number;
  /** Entity name → local table, for every entity this client stores (a test's older client: fewer). */
  entityTables?: Readonly<Record<string, string>>;
};

export function defaultPullDeps(): PullDeps {
  return {
    db: getDb(),
    fetchPage: (cursors, limit) =>
      api.get<ChangesPage>(
        SYNC_PATHS.changes,
        { cursors: formatPullCursors(cursors), limit },
        { skipErrorReport: true },
      ),
    now: Date.now,
  };
}

/** The cursor of every entity the client stores, 0 for one it has never pulled. */
function askedCursors(stored: PullCursors, entityTables: Readonly<Record<string, string>>): PullCursors {
  return Object.fromEntries(Object.keys(entityTables).map((name) => [name, stored[name] ?? 0]));
}

/** Resolves with how many rows were received. */
export function pullChanges(deps: PullDeps = defaultPullDeps(), pageSize = CHANGES_PAGE_MAX_ROWS) {
  return withExclusiveLock(PULL_LOCK_NAME, async () => {
    const entityTables = deps.entityTables ?? ENTITY_TABLES;
    let received = 0;
    let asked = askedCursors(await readCursors(deps.db), entityTables);
    let page = await deps.fetchPage(asked, pageSize);
    for (;;) {
      const isLast = !page.hasMore || page.changes.length === 0;
      // The next page is fetched while this one is written, so the server's time hides behind
      // IndexedDB's (a first pull of 110,000 rows: 24.8 s one after the other). It asks from this
      // page's cursors, the ones stored with it; if the write fails, the fetched page is dropped.
      asked = { ...asked, ...page.cursors };
      const next = isLast ? undefined : deps.fetchPage(asked, pageSize);
      next?.catch(() => undefined);
      await applyPage(deps, entityTables, page);
      received += page.changes.length;
      if (!next) return received;
      page = await next;
    }
  });
}

async function applyPage(
  deps: PullDeps,
  entityTables: Readonly<Record<string, string>>,
  page: ChangesPage,
): Promise<void> {
  const { db } = deps;
  const ownerId = (await readSession(db))?.userId ?? '';
  const tables = Object.values(entityTables).map((table) => syncedTable(db, table));
  await db.transaction('rw', [...tables, db.outbox, db.syncState], async () => {
    // One read of the queue per page, not one per row: a first pull brings thousands of rows.
    const queued = await db.outbox.where('state').anyOf('pending', 'parked').toArray();
    const byRowKey = new Map<string, OutboxEntry[]>();
    for (const entry of queued) byRowKey.set(entry.rowKey, [...(byRowKey.get(entry.rowKey) ?? []), entry]);
    for (const [table, rows] of rowsByTable(page, entityTables)) {
      await applyRows(db, table, rows, byRowKey, ownerId);
    }
    await writeCursors(db, page.cursors);
    await markSynced(db, deps.now());
  });
}

/**
 * The page's rows grouped by local table. The server sends only the entities asked for; a row of
 * another would have no table here, and its entity no cursor to pass over it.
 */
function rowsByTable(page: ChangesPage, entityTables: Readonly<Record<string, string>>) {
  const tables = new Map<string, SyncedRow[]>();
  for (const change of page.changes) {
    if (!Object.hasOwn(entityTables, change.entity)) continue;
    const table = entityTables[change.entity] as string;
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

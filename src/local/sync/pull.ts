/**
 * Pulls the server's changes since the stored cursors, page by page, into the local tables.
 * Invariant: pages are stored in order, each page's rows with the cursors after it in ONE transaction
 * (with the pages before it when they waited together), rebased on the queue; only the entities this
 * client stores are asked for, so no cursor passes rows it did not store.
 */
import { erasedPatientOf } from '#core/access-log/erasure-line';
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
import type { PutHint } from '../bucket-store.ts';
import { getDb, type MindofficeDb } from '../db.ts';
import { withExclusiveLock } from '../exclusive-lock.ts';
import { api } from '../http.ts';
import { readSession } from '../token-store.ts';
import { forgetPatients, forgetScreenSnapshots, forgetTables } from './forget-patient.ts';
import { isBucketed, syncedTable, toStored } from './local-rows.ts';
import { rebaseRow } from './rebase.ts';
import {
  advanceFirstPull,
  markSynced,
  readCursors,
  readStoredOutsidePull,
  writeCursors,
} from './sync-state.ts';

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

/**
 * Pages fetched before their turn to be stored, at most this many: a write behind the network takes
 * every page waiting in one transaction (a first pull: five pages a commit instead of one), and a slow
 * write holds at most this many parsed pages in memory.
 */
export const PAGES_AHEAD = 5;

/** Resolves with how many rows were received. */
export function pullChanges(deps: PullDeps = defaultPullDeps(), pageSize = CHANGES_PAGE_MAX_ROWS) {
  return withExclusiveLock(PULL_LOCK_NAME, async () => {
    const entityTables = deps.entityTables ?? ENTITY_TABLES;
    const run = await startRun(deps.db, entityTables);
    const pages = fetchAhead(deps, askedCursors(await readCursors(deps.db), entityTables), pageSize);
    let received = 0;
    try {
      for (let ready = await pages.next(); ready.length > 0; ready = await pages.next()) {
        await applyPages(deps, entityTables, ready, run);
        for (const page of ready) received += page.changes.length;
      }
      return received;
    } finally {
      pages.stop();
    }
  });
}

/**
 * What a pull knows of the rows a bucketed table holds (../bucket-store.ts), so a first pull does not
 * look up where each of its rows was stored before (a lookup per row cost as much as writing it).
 * A row is new when its table was empty as the pull began, nothing was stored outside the pull since
 * (an acknowledgement, a refusal's re-read: their mark), no write of it is queued (a mutation stores
 * its row), and no earlier page of this pull brought it.
 */
type PullRun = {
  ownerId: string;
  emptyAtStart: ReadonlySet<string>;
  markAtStart: Readonly<Record<string, number>>;
  stored: Map<string, Set<string>>;
};

async function startRun(db: MindofficeDb, entityTables: Readonly<Record<string, string>>): Promise<PullRun> {
  const emptyAtStart = new Set<string>();
  for (const table of Object.values(entityTables)) {
    if (!isBucketed(table)) continue;
    if ((await syncedTable(db, table).table.count()) === 0) emptyAtStart.add(table);
  }
  return {
    ownerId: (await readSession(db))?.userId ?? '',
    emptyAtStart,
    markAtStart: await readStoredOutsidePull(db),
    stored: new Map(),
  };
}

type PagesAhead = {
  /** The pages fetched since the last call (waits for one); none once the last page was taken. */
  next(): Promise<ChangesPage[]>;
  stop(): void;
};

/**
 * Fetches page after page while the earlier ones are stored, so the server's time hides behind
 * IndexedDB's (a first pull of 110,000 rows: 24.8 s one after the other). Each page is asked from the
 * cursors the page before it ends at; a failed fetch is thrown after the pages fetched before it were
 * taken, so they are stored first.
 */
function fetchAhead(deps: PullDeps, first: PullCursors, pageSize: number): PagesAhead {
  const ready: ChangesPage[] = [];
  let failure: { error: unknown } | undefined;
  let isDone = false;
  let isStopped = false;
  let wakeTaker: (() => void) | undefined;
  let wakeFetcher: (() => void) | undefined;
  const wake = (waiter: (() => void) | undefined) => waiter?.();

  void (async () => {
    let asked = first;
    try {
      for (;;) {
        while (ready.length >= PAGES_AHEAD && !isStopped) {
          await new Promise<void>((resolve) => {
            wakeFetcher = resolve;
          });
        }
        if (isStopped) return;
        const page = await deps.fetchPage(asked, pageSize);
        ready.push(page);
        wake(wakeTaker);
        asked = { ...asked, ...page.cursors };
        if (!page.hasMore || page.changes.length === 0) return;
      }
    } catch (error) {
      failure = { error };
    } finally {
      isDone = true;
      wake(wakeTaker);
    }
  })();

  return {
    async next() {
      while (ready.length === 0 && !isDone) {
        await new Promise<void>((resolve) => {
          wakeTaker = resolve;
        });
      }
      const taken = ready.splice(0);
      wake(wakeFetcher);
      if (taken.length === 0 && failure) throw failure.error;
      return taken;
    },
    stop() {
      isStopped = true;
      wake(wakeFetcher);
    },
  };
}

/** Stores consecutive pages and the cursors after the last of them, in one transaction. */
async function applyPages(
  deps: PullDeps,
  entityTables: Readonly<Record<string, string>>,
  pages: readonly ChangesPage[],
  run: PullRun,
): Promise<void> {
  const { db } = deps;
  const tables = Object.values(entityTables).map((table) => syncedTable(db, table).table);
  const erased = erasedPatientsIn(pages);
  // The device tables an erasure clears join the transaction only then: typing is never held back.
  const forgetting = erased.size > 0 ? forgetTables(db) : [];
  await db.transaction('rw', [...tables, db.outbox, db.syncState, ...forgetting], async () => {
    // Before the page's tombstones replace the rows that still name the patient's files.
    await forgetPatients(db, erased);
    // One read of the queue per transaction, not one per row: a first pull brings thousands of rows.
    const [queued, cursors, storedOutside] = await Promise.all([
      db.outbox.where('state').anyOf('pending', 'parked').toArray(),
      readCursors(db),
      readStoredOutsidePull(db),
    ]);
    const byRowKey = new Map<string, OutboxEntry[]>();
    for (const entry of queued) byRowKey.set(entry.rowKey, [...(byRowKey.get(entry.rowKey) ?? []), entry]);
    const received = pages.reduce((sum, page) => sum + page.changes.length, 0);
    const last = pages[pages.length - 1];
    const isLast = !last?.hasMore || last.changes.length === 0;
    // Sent together: IndexedDB runs a transaction's requests in order, and none of these waits for
    // another's answer (the first pull's bookkeeping cost ~15 ms a page one request at a time).
    await Promise.all([
      ...rowsByEntity(pages, entityTables).map(([entity, rows]) => {
        const table = entityTables[entity] as string;
        const mayHoldNewer = (storedOutside[table] ?? 0) > (cursors[entity] ?? 0);
        const hint = newRowsHint(run, table, storedOutside, byRowKey);
        return applyRows(db, table, rows, { byRowKey, ownerId: run.ownerId, mayHoldNewer, hint });
      }),
      writeCursors(db, pagesCursors(pages)),
      advanceFirstPull(db, received, { isLast, at: deps.now() }),
      markSynced(db, deps.now()),
    ]);
  });
  if (erased.size > 0) await forgetScreenSnapshots();
}

/** The cursors after consecutive pages: each entity's furthest. */
function pagesCursors(pages: readonly ChangesPage[]): PullCursors {
  const cursors: Record<string, number> = {};
  for (const page of pages) {
    for (const [name, version] of Object.entries(page.cursors)) {
      cursors[name] = Math.max(version, cursors[name] ?? 0);
    }
  }
  return cursors;
}

/** Which of a page's rows of a bucketed table are new to this device (see PullRun), noted as stored. */
function newRowsHint(
  run: PullRun,
  table: string,
  storedOutside: Readonly<Record<string, number>>,
  byRowKey: ReadonlyMap<string, OutboxEntry[]>,
): PutHint {
  const stored = run.stored.get(table) ?? new Set<string>();
  run.stored.set(table, stored);
  const isNewTable =
    run.emptyAtStart.has(table) && (storedOutside[table] ?? 0) === (run.markAtStart[table] ?? 0);
  return {
    isNew: (id) => {
      const isNew = isNewTable && !stored.has(id) && !byRowKey.has(rowKeyOf(table, id));
      stored.add(id);
      return isNew;
    },
  };
}

/** The patients erased in these pages (their erasure's line, #core/access-log/erasure-line). */
function erasedPatientsIn(pages: readonly ChangesPage[]): Set<string> {
  const erased = new Set<string>();
  for (const page of pages) {
    for (const change of page.changes) {
      const patientId = erasedPatientOf(change);
      if (patientId) erased.add(patientId);
    }
  }
  return erased;
}

/**
 * The pages' rows grouped by entity, a row given twice kept at its later version. The server sends
 * only the entities asked for; a row of another would have no table here, and its entity no cursor to
 * pass over it.
 */
function rowsByEntity(pages: readonly ChangesPage[], entityTables: Readonly<Record<string, string>>) {
  const entities = new Map<string, Map<string, SyncedRow>>();
  for (const page of pages) {
    for (const change of page.changes) {
      if (!Object.hasOwn(entityTables, change.entity)) continue;
      let rows = entities.get(change.entity);
      if (!rows) {
        rows = new Map();
        entities.set(change.entity, rows);
      }
      // Pages come in version order: a later copy of the row replaces the earlier one.
      rows.delete(change.row.id);
      rows.set(change.row.id, change.row);
    }
  }
  return [...entities].map(([entity, rows]) => [entity, [...rows.values()]] as const);
}

type RowContext = {
  byRowKey: ReadonlyMap<string, OutboxEntry[]>;
  ownerId: string;
  /** A stored row may be newer than the page's (see readStoredOutsidePull): read them first. */
  mayHoldNewer: boolean;
  hint: PutHint;
};

async function applyRows(db: MindofficeDb, table: string, rows: readonly SyncedRow[], context: RowContext) {
  const local = syncedTable(db, table);
  const current = context.mayHoldNewer ? await local.bulkGet(rows.map((row) => row.id)) : [];
  const puts: SyncedRow[] = [];
  const deletes: string[] = [];
  rows.forEach((row, index) => {
    const existing = current[index];
    // An acknowledgement stored meanwhile may be newer than this page.
    const base = existing && existing.version > row.version ? existing : row;
    const next = rebaseRow(base, context.byRowKey.get(rowKeyOf(table, row.id)) ?? [], context.ownerId);
    if (next) puts.push(toStored(table, next));
    else deletes.push(row.id);
  });
  await local.bulkPut(puts, context.hint);
  await local.bulkDelete(deletes);
}

/**
 * Replays the outbox oldest-first, one burst of attempts per entry with the spec's backoff and jitter.
 * Invariants: one replayer at a time across tabs and the service worker (Web Lock); an entry is never
 * dropped by a failure — a spent burst parks it, a refusal for good rejects it (rolled back, listed).
 */
import { isRetriableStatus } from '#core/retry-policy';
import { SYNC_BATCH_MAX_CALLS } from '#core/sync/batch';
import { isQuietTable, readPathOf } from '#core/sync/registry';
import { OUTBOX_LOCK_NAME, type OutboxEntry, type OutboxError, type SyncedRow } from '#core/sync/types';
import type { ApiErrorInfo } from '../api-error.ts';
import { getDb, type MindofficeDb } from '../db.ts';
import { reportApiError } from '../error-sink.ts';
import { withExclusiveLock } from '../exclusive-lock.ts';
import { type AttemptResult, api } from '../http.ts';
import { isOnline } from '../http-errors.ts';
import { readSession } from '../token-store.ts';
import {
  type Acknowledged,
  replayBatch,
  type SendBatch,
  sendBatchAttempt,
  singlesBeforeBatch,
  takeBatch,
} from './batch-replay.ts';
import { startBurst } from './burst.ts';
import { type StoredOutsidePull, storeServerRow, syncedTable, syncedTables } from './local-rows.ts';
import { type SendLimits, sendOutboxEntry } from './send-entry.ts';
import { markSyncError, markSynced, noteStoredOutsidePull } from './sync-state.ts';
import { interruptibleSleep, type SleepOptions } from './wake.ts';

export type ReplayDeps = {
  db: MindofficeDb;
  /** One attempt; an upload entry's attempt is bounded by what its burst has left (`limits`). */
  send: (entry: OutboxEntry, limits?: SendLimits) => Promise<AttemptResult>;
  /** Reads the server's current row of a rejected entry; undefined when the server has none. */
  readServerRow: (path: string) => Promise<SyncedRow | undefined>;
  /** Sends a run of JSON entries as one ordered batch; without it every entry is sent alone. */
  sendBatch?: SendBatch;
  sleep: (ms: number, options?: SleepOptions) => Promise<void>;
  random: () => number;
  now: () => number;
  isOnline: () => boolean;
};

/** idle: the outbox is empty; parked: the head entry is waiting for a trigger; stopped: signed out. */
export type ReplayOutcome = 'idle' | 'parked' | 'stopped';

export function defaultReplayDeps(): ReplayDeps {
  return {
    db: getDb(),
    send: sendOutboxEntry,
    readServerRow: async (path) => {
      try {
        return await api.get<SyncedRow>(path, undefined, { skipErrorReport: true });
      } catch (error) {
        if (error instanceof Error && 'status' in error && error.status === 404) return undefined;
        throw error;
      }
    },
    sleep: interruptibleSleep,
    random: Math.random,
    now: Date.now,
    isOnline,
    sendBatch: sendBatchAttempt,
  };
}

export function replayOutbox(deps: ReplayDeps = defaultReplayDeps()): Promise<ReplayOutcome> {
  return withExclusiveLock(OUTBOX_LOCK_NAME, () => drain(deps));
}

/** Entries read per query (one full batch): new entries join at the next read. */
const READ_SIZE = SYNC_BATCH_MAX_CALLS;

/**
 * Sends entries strictly in order — a run of JSON entries at the head as one batch (batch-replay.ts),
 * others one after the other — but writes each acknowledgement while the next send is already on the
 * wire: acknowledgements stay in order (one chain), and entries whose acknowledgement is still being
 * written are not sent again.
 */
async function drain(deps: ReplayDeps): Promise<ReplayOutcome> {
  // Read once per drain: the signed-in user cannot change while the outbox lock is held (sign-in as
  // someone else wipes the database first).
  const ownerId = (await readSession())?.userId ?? '';
  const pending = new Set<number>();
  let acknowledgements: Promise<void> = Promise.resolve();
  const settle = async () => {
    await acknowledgements;
    pending.clear();
  };
  const queueAcknowledgements = (acknowledged: readonly Acknowledged[]) => {
    for (const { entry } of acknowledged) pending.add(entry.seq ?? 0);
    acknowledgements = acknowledgements.then(() => acknowledge(deps, acknowledged, ownerId));
    // Observed here so a failure (database closed by a reload) is not reported as unhandled; it
    // still rejects the drain at the next settle.
    acknowledgements.catch(() => undefined);
  };
  const hooks: BurstHooks = {
    ownerId,
    onAcknowledged: (entry, data) => queueAcknowledgements([{ entry, data }]),
    settle,
  };
  const runSingle = (entry: OutboxEntry) => runBurst(entry, deps, hooks);
  for (;;) {
    const entries = await nextEntries(deps.db, pending);
    if (entries.length === 0) {
      await settle();
      if ((await nextEntries(deps.db, pending)).length === 0) return 'idle';
      continue;
    }
    const batch = deps.sendBatch ? takeBatch(entries) : [];
    // A batch of one is just the entry: it goes the single way.
    const outcome =
      deps.sendBatch && batch.length > 1
        ? await replayBatch(batch, deps.sendBatch, queueAcknowledgements, runSingle)
        : await sendEachAlone(deps.sendBatch ? singlesBeforeBatch(entries) : entries, runSingle);
    if (outcome !== 'done') {
      await settle();
      return outcome;
    }
  }
}

/** One after the other, stopping at the first that does not settle ('parked', 'stopped'). */
async function sendEachAlone(
  entries: readonly OutboxEntry[],
  runSingle: (entry: OutboxEntry) => Promise<'done' | 'parked' | 'stopped'>,
): Promise<'done' | 'parked' | 'stopped'> {
  for (const entry of entries) {
    const outcome = await runSingle(entry);
    if (outcome !== 'done') return outcome;
  }
  return 'done';
}

/**
 * The oldest entries still to send, in `seq` order (rejected ones are out of the queue), marked as
 * taken in the same transaction: a later update can no longer merge into what is about to be sent.
 */
function nextEntries(db: MindofficeDb, acknowledged: ReadonlySet<number>): Promise<OutboxEntry[]> {
  return db.transaction('rw', db.outbox, async () => {
    const entries = await db.outbox
      .orderBy('seq')
      .filter((entry) => entry.state !== 'rejected' && !acknowledged.has(entry.seq ?? 0))
      .limit(READ_SIZE)
      .toArray();
    const now = Date.now();
    // An upload never takes in an update (and writing it again would copy its file): left unmarked.
    const untaken = entries.filter((entry) => entry.sentAt === undefined && entry.call.files === undefined);
    for (const entry of untaken) entry.sentAt = now;
    if (untaken.length > 0) await db.outbox.bulkPut(untaken);
    return entries;
  });
}

type BurstHooks = {
  ownerId: string;
  onAcknowledged(entry: OutboxEntry, data: unknown): void;
  /** Resolves when every earlier acknowledgement is written. */
  settle(): Promise<void>;
};

type Verdict = 'ok' | 'retry' | 'reject' | 'stop';

function judge(result: AttemptResult): Verdict {
  if (result.kind === 'ok') return 'ok';
  const { condition, status } = result.info;
  if (condition === 'authFailed') return 'stop';
  if (status === undefined) return 'retry';
  // 401 reaching here survived a refresh; 413 is never retried: both are refusals of this entry.
  return isRetriableStatus(status) ? 'retry' : 'reject';
}

async function runBurst(
  entry: OutboxEntry,
  deps: ReplayDeps,
  hooks: BurstHooks,
): Promise<'done' | 'parked' | 'stopped'> {
  // An entry with files is an upload: its own policy and overall limit (burst.ts).
  const burst = startBurst(entry, deps.now());
  for (let attempt = 0; ; attempt += 1) {
    const result = await deps.send(entry, burst.limitsAt(deps.now()));
    const verdict = judge(result);
    if (result.kind === 'ok') {
      hooks.onAcknowledged(entry, result.data);
      return 'done';
    }
    const error = toOutboxError(result.info);
    if (verdict === 'stop') return 'stopped';
    if (verdict === 'reject') {
      // The rollback rebases the row: earlier acknowledgements of it must be written first.
      await hooks.settle();
      await reject(deps, entry, error, hooks.ownerId);
      // Too large (the page's check out of step with the server's): the spec's page and message, as
      // for an upload sent directly; the entry waits in the Unsynced changes panel.
      if (result.info.status === 413) reportApiError(result.info);
      return 'done';
    }
    const delayMs = burst.delayBefore(attempt + 1, {
      random: deps.random,
      retryAfterSeconds: result.retryAfterSeconds,
    });
    // Offline, waiting cannot help: park now and let the `online` event start a fresh burst.
    if (attempt >= burst.policy.limit || !deps.isOnline() || !burst.canWait(deps.now(), delayMs)) {
      await park(deps, entry, attempt + 1, error);
      return 'parked';
    }
    await deps.db.outbox.update(entry.seq ?? 0, {
      attempts: attempt + 1,
      nextAttemptAt: deps.now() + delayMs,
      lastError: error,
    });
    await deps.sleep(delayMs, { wakeable: result.retryAfterSeconds === undefined });
  }
}

function toOutboxError(info: ApiErrorInfo): OutboxError {
  const error: OutboxError = { messageId: info.message.id };
  if (info.status !== undefined) error.status = info.status;
  if (info.serverMessage !== undefined) error.serverMessage = info.serverMessage;
  if (info.fieldErrors !== undefined) error.fieldErrors = info.fieldErrors;
  return error;
}

/** The server's answer is the row as it now stands: the entry leaves the queue, the row is rebased. */
async function acknowledge(
  deps: ReplayDeps,
  acknowledged: readonly Acknowledged[],
  ownerId: string,
): Promise<void> {
  const { db } = deps;
  // One transaction for a whole batch: entries in order, so a row acknowledged twice is rebased on
  // the entries still queued after each answer, exactly as one transaction per entry would.
  await db.transaction('rw', [...syncedTables(db), db.outbox, db.syncState], async () => {
    const stored: StoredOutsidePull = new Map();
    for (const { entry, data } of acknowledged) {
      const [table, id] = splitRowKey(entry.rowKey);
      await db.outbox.delete(entry.seq ?? 0);
      if (isSyncedRow(data)) await storeIfNewer(db, { table, row: data, id, ownerId }, stored);
    }
    await noteStoredOutsidePull(db, stored);
    await markSynced(db, deps.now());
  });
}

async function storeIfNewer(
  db: MindofficeDb,
  { table, row, id, ownerId }: { table: string; row: SyncedRow; id: string; ownerId: string },
  stored: StoredOutsidePull,
) {
  const current = await syncedTable(db, table).get(id);
  // A pull page applied meanwhile may already hold a later version of the row.
  const newest = current && current.version > row.version ? current : row;
  return storeServerRow(db, table, newest, id, ownerId, stored);
}

async function park(deps: ReplayDeps, entry: OutboxEntry, attempts: number, error: OutboxError) {
  await deps.db.transaction('rw', [deps.db.outbox, deps.db.syncState], async () => {
    await deps.db.outbox.update(entry.seq ?? 0, { state: 'parked', attempts, lastError: error });
    await markSyncError(deps.db, error.messageId, deps.now());
  });
}

/**
 * Rolls the change back: the row becomes the server's version again (read now) plus the other queued
 * entries, and the entry stays in the outbox as `rejected` for the Unsynced changes panel.
 */
async function reject(
  deps: ReplayDeps,
  entry: OutboxEntry,
  error: OutboxError,
  ownerId: string,
): Promise<void> {
  const { db } = deps;
  const [table, id] = splitRowKey(entry.rowKey);
  if (isQuietTable(table)) {
    // A record the app keeps, refused (its patient deleted meanwhile): nothing for anyone to correct.
    const rows = syncedTable(db, table);
    await db.transaction('rw', [rows.table, db.outbox], async () => {
      await db.outbox.delete(entry.seq ?? 0);
      await rows.bulkDelete([id]);
    });
    return;
  }
  const path = readPathOf(table, id);
  let serverRow: SyncedRow | undefined;
  let isServerRowKnown = path !== undefined;
  try {
    serverRow = path ? await deps.readServerRow(path) : undefined;
  } catch {
    // The refusal came through, the read did not: keep the base the row was built on, rebased below.
    isServerRowKnown = false;
  }
  await db.transaction('rw', [...syncedTables(db), db.outbox, db.syncState], async () => {
    await db.outbox.update(entry.seq ?? 0, { state: 'rejected', lastError: error });
    // Unknown server row: leave the row as it is; the next pull page that holds it rebases it.
    if (isServerRowKnown) {
      const stored: StoredOutsidePull = new Map();
      await storeServerRow(db, table, serverRow, id, ownerId, stored);
      await noteStoredOutsidePull(db, stored);
    }
    await markSyncError(db, error.messageId, deps.now());
  });
}

function splitRowKey(rowKey: string): [string, string] {
  const at = rowKey.indexOf(':');
  return [rowKey.slice(0, at), rowKey.slice(at + 1)];
}

export function isSyncedRow(value: unknown): value is SyncedRow {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'version' in value &&
    typeof value.version === 'number'
  );
}

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PatientRow } from '#core/patients/patient-schema';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { type BatchResult, SYNC_BATCH_MAX_CALLS, SYNC_BATCH_PATH } from '#core/sync/batch';
import { findMutation } from '#core/sync/registry';
import type { OutboxEntry, SyncedRow } from '#core/sync/types';
import { describeCondition } from '../api-error.ts';
import { getDb, wipeLocalData } from '../db.ts';
import type { AttemptResult } from '../http.ts';
import { storeLanguage } from '../language-store.ts';
import { createPatient, deletePatient, updatePatient } from '../patients/patient-commands.ts';
import { envelope, scriptedFetch, signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { type BatchAttemptResult, isBatchable, sendBatchAttempt, takeBatch } from './batch-replay.ts';
import { recordingReplayDeps } from './replay-test-kit.ts';
import { replayOutbox } from './replayer.ts';

const fields = SAMPLE_PATIENT;

const OWNER = signInAnswer().userId;

const networkFailed: BatchAttemptResult = { kind: 'failed', info: describeCondition('networkFailed') };
const failedAttempt = (status: number | undefined): AttemptResult => ({
  kind: 'failed',
  info:
    status === undefined
      ? describeCondition('networkFailed')
      : describeCondition(status >= 500 ? 'server' : 'badRequest', { status }),
  retryAfterSeconds: undefined,
});

/**
 * The server's contract as the engine sees it, kept in memory: each key is answered once and its
 * answer stored (a repeat gets it back), calls are applied with the mutations' own `apply`, a batch
 * stops at its first non-2xx. `refuse` lists entry ids answered 400.
 */
function idempotentServer() {
  const rows = new Map<string, SyncedRow>();
  const answers = new Map<string, BatchResult>();
  const applications: string[] = [];
  const refuse = new Set<string>();
  const batches: string[][] = [];
  const singles: string[] = [];
  let version = 0;

  const answer = (entry: OutboxEntry): BatchResult => {
    const stored = answers.get(entry.id);
    if (stored) return stored;
    let result: BatchResult;
    if (refuse.has(entry.id)) {
      result = { status: 400, body: { success: false, message: 'Refused' } };
    } else {
      const definition = findMutation(entry.name);
      if (!definition) throw new Error(`unknown mutation ${entry.name}`);
      const id = definition.rowId(entry.args);
      const next = definition.apply(rows.get(id), entry.args, {
        ownerId: OWNER,
        now: '2026-01-01T00:00:00Z',
      });
      version += 1;
      const row = { ...(next as SyncedRow), version };
      rows.set(id, row);
      applications.push(entry.id);
      result = { status: entry.name === 'patient.create' ? 201 : 200, body: { success: true, data: row } };
    }
    answers.set(entry.id, result);
    return result;
  };

  const applyBatch = (entries: readonly OutboxEntry[]): BatchResult[] => {
    batches.push(entries.map((entry) => entry.id));
    const results: BatchResult[] = [];
    for (const entry of entries) {
      const result = answer(entry);
      results.push(result);
      if (result.status >= 300) break;
    }
    return results;
  };

  return {
    rows,
    applications,
    refuse,
    batches,
    singles,
    applyBatch,
    sendBatch: async (entries: readonly OutboxEntry[]): Promise<BatchAttemptResult> => ({
      kind: 'ok',
      results: applyBatch(entries),
    }),
    send: async (entry: OutboxEntry): Promise<AttemptResult> => {
      singles.push(entry.id);
      const result = answer(entry);
      if (result.status < 300) return { kind: 'ok', data: (result.body as { data: unknown }).data };
      return failedAttempt(result.status);
    },
    readServerRow: async (path: string) => rows.get(path.split('/').at(-1) ?? ''),
  };
}

async function queuedIds(): Promise<string[]> {
  return (await getDb().outbox.orderBy('seq').toArray()).map((entry) => entry.id);
}

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await wipeLocalData();
});

describe('replaying the outbox in batches', () => {
  it('sends the queued entries as one batch in seq order, each with its own key, and acknowledges them', async () => {
    const names = ['Alpha Person', 'Bravo Person', 'Charlie Person'];
    const ids: string[] = [];
    for (const name of names) ids.push(await createPatient({ ...fields, name }));
    await updatePatient(ids[0] ?? '', { ...fields, name: 'Alpha Changed' });
    await deletePatient(ids[1] ?? '');
    const queued = await queuedIds();
    const server = idempotentServer();

    expect(await replayOutbox(recordingReplayDeps({ sendBatch: server.sendBatch }))).toBe('idle');

    expect(server.batches).toEqual([queued]);
    expect(await getDb().outbox.count()).toBe(0);
    const [alpha, bravo, charlie] = await Promise.all(ids.map((id) => getDb().patients.get(id)));
    expect(alpha).toMatchObject({ name: 'Alpha Changed', version: 4 });
    expect(bravo).toMatchObject({ version: 5, deletedAt: expect.any(String) });
    expect(charlie).toMatchObject({ name: 'Charlie Person', version: 3 });
  });

  it('splits a long queue into batches of at most the cap, in order', async () => {
    const count = SYNC_BATCH_MAX_CALLS + 5;
    for (let index = 0; index < count; index += 1)
      await createPatient({ ...fields, email: `p${index}@example.com` });
    const queued = await queuedIds();
    const server = idempotentServer();

    expect(await replayOutbox(recordingReplayDeps({ sendBatch: server.sendBatch }))).toBe('idle');

    expect(server.batches.map((batch) => batch.length)).toEqual([SYNC_BATCH_MAX_CALLS, 5]);
    expect(server.batches.flat()).toEqual(queued);
    expect(await getDb().patients.count()).toBe(count);
  });

  it('rolls back the entry a batch stopped at, through the single path, and replays the rest', async () => {
    const refusedId = await createPatient(fields);
    const kept = await createPatient({ ...fields, name: 'Kept Person' });
    const server = idempotentServer();
    await replayOutbox(recordingReplayDeps({ sendBatch: server.sendBatch }));
    const serverRow = { ...((await getDb().patients.get(refusedId)) as PatientRow) };

    await updatePatient(refusedId, { ...fields, name: 'Refused Name' });
    const [refused] = await queuedIds();
    const later = [await createPatient({ ...fields, name: 'Later Person' })];
    later.push(await createPatient({ ...fields, name: 'Last Person' }));
    await updatePatient(kept, { ...fields, name: 'Kept Changed' });
    const [, ...rest] = await queuedIds();
    server.refuse.add(refused ?? '');
    server.batches.length = 0;

    const replay = recordingReplayDeps({
      sendBatch: server.sendBatch,
      send: server.send,
      readServerRow: server.readServerRow,
    });
    expect(await replayOutbox(replay)).toBe('idle');

    // The batch stopped at the refused entry; sent alone it got its stored 400 and was rejected.
    expect(server.batches).toEqual([[refused, ...rest], rest]);
    expect(server.singles).toEqual([refused]);
    expect(replay.delays).toEqual([]);
    expect(await getDb().patients.get(refusedId)).toMatchObject({
      name: 'Amina Benali',
      version: serverRow.version,
    });
    const left = await getDb().outbox.toArray();
    expect(left).toEqual([expect.objectContaining({ id: refused, state: 'rejected' })]);
    expect(await getDb().patients.get(kept)).toMatchObject({ name: 'Kept Changed' });
    for (const id of later) expect((await getDb().patients.get(id))?.version).toBeGreaterThan(0);
  });

  it('re-sends a batch whose answer was lost and gets one row per create (idempotency keys)', async () => {
    for (let index = 0; index < 4; index += 1)
      await createPatient({ ...fields, email: `p${index}@example.com` });
    const queued = await queuedIds();
    const server = idempotentServer();
    let lost = 0;
    const sendBatch = async (entries: readonly OutboxEntry[]): Promise<BatchAttemptResult> => {
      const results = server.applyBatch(entries);
      // The server applied the first batch; its answer never came back.
      if (lost === 0) {
        lost += 1;
        return networkFailed;
      }
      return { kind: 'ok', results };
    };

    expect(await replayOutbox(recordingReplayDeps({ sendBatch, send: server.send }))).toBe('idle');

    // Head alone (the fallback), then the rest as a batch: every answer was the stored one.
    expect(server.singles).toEqual([queued[0]]);
    expect(server.batches).toEqual([queued, queued.slice(1)]);
    expect(server.applications).toEqual(queued);
    expect(server.rows.size).toBe(4);
    expect(await getDb().outbox.count()).toBe(0);
    expect((await getDb().patients.toArray()).map((row) => row.version).sort()).toEqual([1, 2, 3, 4]);
  });

  it('falls back to the single path when the batch fails: same retries, then the head is parked', async () => {
    await createPatient(fields);
    await createPatient({ ...fields, name: 'Second Person' });
    const [head, second] = await getDb().outbox.orderBy('seq').toArray();
    let batches = 0;
    let attempts = 0;
    const replay = recordingReplayDeps({
      sendBatch: async () => {
        batches += 1;
        return networkFailed;
      },
      send: async (entry) => {
        expect(entry.id).toBe(head?.id);
        attempts += 1;
        return failedAttempt(503);
      },
    });

    expect(await replayOutbox(replay)).toBe('parked');

    expect(batches).toBe(1);
    expect(attempts).toBe(6);
    expect(replay.delays).toEqual([1500, 3000, 6000, 12000, 24000]);
    expect(await getDb().outbox.get(head?.seq ?? 0)).toMatchObject({ state: 'parked', attempts: 6 });
    expect(await getDb().outbox.get(second?.seq ?? 0)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('parks the head at once when the batch fails offline', async () => {
    await createPatient(fields);
    await createPatient({ ...fields, name: 'Second Person' });
    let attempts = 0;
    const replay = recordingReplayDeps({
      sendBatch: async () => networkFailed,
      send: async () => {
        attempts += 1;
        return failedAttempt(undefined);
      },
      isOnline: () => false,
    });
    expect(await replayOutbox(replay)).toBe('parked');
    expect(attempts).toBe(1);
    expect(replay.delays).toEqual([]);
  });

  it('sends the head alone when a batch answer settles nothing, so a round always moves on', async () => {
    for (const name of ['First Person', 'Second Person', 'Third Person'])
      await createPatient({ ...fields, name });
    const queued = await queuedIds();
    const server = idempotentServer();
    let answered = 0;
    const sendBatch = async (entries: readonly OutboxEntry[]): Promise<BatchAttemptResult> => {
      answered += 1;
      return answered === 1 ? { kind: 'ok', results: [] } : server.sendBatch(entries);
    };
    expect(await replayOutbox(recordingReplayDeps({ sendBatch, send: server.send }))).toBe('idle');
    expect(server.singles).toEqual([queued[0]]);
    expect(server.batches).toEqual([queued.slice(1)]);
    expect(server.applications).toEqual(queued);
  });

  it('stops without another send when the batch ended the session', async () => {
    await createPatient(fields);
    await createPatient({ ...fields, name: 'Second Person' });
    const replay = recordingReplayDeps({
      sendBatch: async () => ({ kind: 'failed', info: describeCondition('authFailed') }),
    });
    expect(await replayOutbox(replay)).toBe('stopped');
    expect(await getDb().outbox.count()).toBe(2);
  });
});

describe('what travels in a batch', () => {
  const entry = (call: Partial<OutboxEntry['call']> & Record<string, unknown>, index = 0): OutboxEntry => ({
    seq: index + 1,
    id: `entry-${index}`,
    name: 'patient.create',
    args: {},
    call: { method: 'POST', path: '/api/patients', body: {}, ...call } as OutboxEntry['call'],
    rowKey: 'patients:x',
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    lastError: null,
  });

  it('takes only JSON calls of a batchable route: an upload or an unknown route ends the run', () => {
    expect(isBatchable(entry({}))).toBe(true);
    expect(isBatchable(entry({ method: 'PUT', path: '/api/patients/abc' }))).toBe(true);
    expect(isBatchable(entry({ files: [] }))).toBe(false);
    expect(isBatchable(entry({ path: '/api/patients/abc/files' }))).toBe(false);
    const run = [entry({}, 0), entry({}, 1), entry({ files: [] }, 2), entry({}, 3)];
    expect(takeBatch(run).map((taken) => taken.id)).toEqual(['entry-0', 'entry-1']);
  });

  it('keeps a batch within the call cap and well under the JSON body limit', () => {
    const many = Array.from({ length: SYNC_BATCH_MAX_CALLS + 10 }, (_, index) => entry({}, index));
    expect(takeBatch(many)).toHaveLength(SYNC_BATCH_MAX_CALLS);
    const big = Array.from({ length: 10 }, (_, index) =>
      entry({ body: { note: 'x'.repeat(200_000) } }, index),
    );
    expect(takeBatch(big)).toHaveLength(2);
  });

  it('posts the calls with their keys and reads the answers (the default transport)', async () => {
    await storeLanguage('FR');
    vi.stubGlobal('location', { origin: 'http://localhost' });
    const results = [{ status: 201, body: { success: true, data: { id: 'a' } } }];
    const network = scriptedFetch(() => envelope({ results }));
    vi.stubGlobal('fetch', network.fetch);
    const first = entry({ body: { name: 'Amina' } });

    expect(await sendBatchAttempt([first])).toEqual({ kind: 'ok', results });

    const [sent] = network.sent;
    expect(sent?.url.pathname).toBe(SYNC_BATCH_PATH);
    expect(sent?.json).toEqual({
      calls: [{ idempotencyKey: 'entry-0', method: 'POST', path: '/api/patients', body: { name: 'Amina' } }],
      lang_code: 'FR',
    });
  });

  it('treats an answer without results as a failed batch', async () => {
    vi.stubGlobal('location', { origin: 'http://localhost' });
    vi.stubGlobal('fetch', scriptedFetch(() => envelope({ unexpected: true })).fetch);
    expect(await sendBatchAttempt([entry({})])).toMatchObject({ kind: 'failed' });
  });
});

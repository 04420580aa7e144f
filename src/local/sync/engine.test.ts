import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PatientRow } from '#core/patients/patient-schema';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import type { OutboxEntry, SyncedRow } from '#core/sync/types';
import { describeCondition } from '../api-error.ts';
import { getDb, wipeLocalData } from '../db.ts';
import type { AttemptResult } from '../http.ts';
import { createPatient, updatePatient } from '../patients/patient-commands.ts';
import { signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { mutate } from './mutate.ts';
import { recordingReplayDeps } from './replay-test-kit.ts';
import { type ReplayDeps, replayOutbox } from './replayer.ts';

const fields = SAMPLE_PATIENT;

const OWNER = signInAnswer().userId;

function serverRowFrom(entry: OutboxEntry, version: number): PatientRow {
  const { id, ...rest } = entry.args as { id: string } & typeof fields;
  return { id, ownerId: OWNER, version, updatedAt: new Date().toISOString(), deletedAt: null, ...rest };
}

const ok = (data: unknown): AttemptResult => ({ kind: 'ok', data });
const failed = (status: number | undefined): AttemptResult => ({
  kind: 'failed',
  info:
    status === undefined
      ? describeCondition('networkFailed')
      : describeCondition(status === 413 ? 'tooLarge' : status >= 500 ? 'server' : 'badRequest', { status }),
  retryAfterSeconds: undefined,
});

function deps(send: ReplayDeps['send'], overrides: Partial<ReplayDeps> = {}) {
  return recordingReplayDeps({ send, ...overrides });
}

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
  vi.restoreAllMocks();
});

describe('mutate', () => {
  it('writes the local row and its outbox entry together', async () => {
    const id = await createPatient(fields);
    const db = getDb();
    expect(await db.patients.get(id)).toMatchObject({ name: 'Amina Benali', version: 0 });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ name: 'patient.create', rowKey: `patients:${id}`, state: 'pending' }),
    ]);
  });

  it('writes neither the row nor the entry when the outbox write fails', async () => {
    const db = getDb();
    const first = await createPatient(fields);
    const [entry] = await db.outbox.toArray();
    // The next entry reuses an existing entry id: the unique index refuses it, the transaction aborts.
    const takenId = entry?.id as ReturnType<typeof crypto.randomUUID>;
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(takenId);
    await expect(
      mutate('patient.update', { id: first, baseVersion: 0, changes: { name: 'Changed Name' } }),
    ).rejects.toThrow();
    expect((await db.patients.get(first))?.name).toBe('Amina Benali');
    expect(await db.outbox.count()).toBe(1);
  });

  it('queues nothing and writes nothing for invalid args', async () => {
    await expect(createPatient({ ...fields, name: 'A' })).rejects.toThrow();
    expect(await getDb().patients.count()).toBe(0);
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('sends only the changed fields with the base version', async () => {
    const id = await createPatient(fields);
    const entry = await updatePatient(id, { ...fields, country: 'MA' });
    expect(entry?.call).toEqual({
      method: 'PUT',
      path: `/api/patients/${id}`,
      body: { baseVersion: 0, changes: { country: 'MA' } },
    });
  });
});

describe('replayOutbox', () => {
  it('sends the entries oldest first, each with its own idempotency key, and empties the outbox', async () => {
    const names = ['Alpha Person', 'Bravo Person', 'Charlie Person'];
    for (const name of names) await createPatient({ ...fields, name });
    const sent: OutboxEntry[] = [];
    const outcome = await replayOutbox(
      deps(async (entry) => {
        sent.push(entry);
        return ok(serverRowFrom(entry, sent.length));
      }),
    );
    expect(outcome).toBe('idle');
    expect(sent.map((entry) => (entry.args as { name: string }).name)).toEqual(names);
    expect(new Set(sent.map((entry) => entry.id)).size).toBe(3);
    expect(await getDb().outbox.count()).toBe(0);
    expect((await getDb().patients.toArray()).map((row) => row.version).sort()).toEqual([1, 2, 3]);
  });

  it('parks the entry after a spent burst of 5 retries, with jittered doubling delays, and keeps it', async () => {
    const id = await createPatient(fields);
    let attempts = 0;
    const replay = deps(async () => {
      attempts += 1;
      return failed(503);
    });
    expect(await replayOutbox(replay)).toBe('parked');
    expect(attempts).toBe(6);
    // Equal jitter with random() = 0.5: three quarters of 2, 4, 8, 16, 32 s.
    expect(replay.delays).toEqual([1500, 3000, 6000, 12000, 24000]);
    const [entry] = await getDb().outbox.toArray();
    expect(entry).toMatchObject({ state: 'parked', attempts: 6 });
    expect(await getDb().patients.get(id)).toBeDefined();

    // A later trigger starts a fresh burst that gets through.
    const later = deps(async (queued) => ok(serverRowFrom(queued, 7)));
    expect(await replayOutbox(later)).toBe('idle');
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('parks at once when the browser is offline instead of burning the burst', async () => {
    await createPatient(fields);
    let attempts = 0;
    const replay = deps(
      async () => {
        attempts += 1;
        return failed(undefined);
      },
      { isOnline: () => false },
    );
    expect(await replayOutbox(replay)).toBe('parked');
    expect(attempts).toBe(1);
  });

  it('waits out a Retry-After before the next attempt, a wait no trigger may shorten', async () => {
    await createPatient(fields);
    const waits: { ms: number; wakeable: boolean | undefined }[] = [];
    let attempts = 0;
    const replay = deps(
      async (entry) => {
        attempts += 1;
        return attempts === 1 ? { ...failed(503), retryAfterSeconds: 20 } : ok(serverRowFrom(entry, 1));
      },
      {
        sleep: async (ms, options) => {
          waits.push({ ms, wakeable: options?.wakeable });
        },
      },
    );
    expect(await replayOutbox(replay)).toBe('idle');
    expect(waits).toEqual([{ ms: 20_000, wakeable: false }]);
  });

  it('never retries a 413: the entry is rejected and the local create rolled back', async () => {
    const id = await createPatient(fields);
    let attempts = 0;
    const replay = deps(async () => {
      attempts += 1;
      return failed(413);
    });
    expect(await replayOutbox(replay)).toBe('idle');
    expect(attempts).toBe(1);
    expect(await getDb().patients.get(id)).toBeUndefined();
    const [entry] = await getDb().outbox.toArray();
    expect(entry).toMatchObject({
      state: 'rejected',
      lastError: { status: 413, messageId: 'error.tooLarge' },
    });
  });

  it('rolls a rejected update back to the server version and keeps the later queued change', async () => {
    const id = await createPatient(fields);
    await replayOutbox(deps(async (entry) => ok(serverRowFrom(entry, 1))));
    const server: SyncedRow = { ...((await getDb().patients.get(id)) as PatientRow) };
    await updatePatient(id, { ...fields, name: 'Refused Name' });
    // Tried once offline, the first update is parked: the next one is queued apart, not merged in.
    await replayOutbox(deps(async () => failed(undefined), { isOnline: () => false }));
    await updatePatient(id, { ...fields, name: 'Refused Name', country: 'MA' });
    expect(await getDb().outbox.count()).toBe(2);
    let calls = 0;
    const replay = deps(
      async (entry) => {
        calls += 1;
        return calls === 1
          ? failed(400)
          : ok({ ...server, country: 'MA', version: 2, id: entry.rowKey.split(':')[1] });
      },
      { readServerRow: async () => server },
    );
    expect(await replayOutbox(replay)).toBe('idle');
    expect(await getDb().patients.get(id)).toMatchObject({ name: 'Amina Benali', country: 'MA', version: 2 });
    const rejected = await getDb().outbox.where('state').equals('rejected').toArray();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.args).toMatchObject({ changes: { name: 'Refused Name' } });
  });
});

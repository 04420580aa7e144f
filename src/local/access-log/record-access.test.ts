import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { describeCondition } from '../api-error.ts';
import { getDb } from '../db.ts';
import { getDeviceId } from '../device-id.ts';
import { NOW, withSignedInPatient } from '../sessions/session-test-kit.ts';
import { recordingReplayDeps } from '../sync/replay-test-kit.ts';
import { replayOutbox } from '../sync/replayer.ts';
import { readSyncStatus } from '../sync/sync-state.ts';
import { patientAccessLog } from './access-log-queries.ts';
import { recordExport, recordView, SAME_VIEW_MS } from './record-access.ts';

const lina = withSignedInPatient();

describe('this device’s access-log lines', () => {
  it('makes one line of the same look within minutes, another after, and lists them newest first', async () => {
    const patientId = lina.patientId();
    const target = { subject: 'patient' as const, subjectId: patientId, patientId };
    await recordView(target, getDb(), NOW);
    await recordView(target, getDb(), NOW + 60_000);
    await recordView(target, getDb(), NOW + SAME_VIEW_MS + 60_000);
    await recordExport(patientId, getDb(), NOW + SAME_VIEW_MS + 120_000);
    const lines = await patientAccessLog(patientId, 10);
    expect(lines.map((line) => line.action)).toEqual(['export', 'view', 'view']);
    expect(lines[0]).toMatchObject({ subject: 'patient', device: await getDeviceId() });
  });

  it('are not counted as the user’s changes, and a refused one is dropped without a trace', async () => {
    const patientId = lina.patientId();
    const db = getDb();
    // The patient's own create is a change of the user's; the view line is not.
    expect((await readSyncStatus()).pendingCount).toBe(1);
    await recordView({ subject: 'patient', subjectId: patientId, patientId }, db, NOW);
    expect((await readSyncStatus()).pendingCount).toBe(1);
    expect(await db.outbox.count()).toBe(2);

    const refused = recordingReplayDeps({
      send: async (entry) =>
        entry.name === 'accessEvent.create'
          ? {
              kind: 'failed',
              info: describeCondition('notFound', { status: 404 }),
              retryAfterSeconds: undefined,
            }
          : {
              kind: 'ok',
              data: {
                ...(entry.args as object),
                ownerId: 'owner',
                version: 1,
                updatedAt: '',
                deletedAt: null,
              },
            },
    });
    await replayOutbox(refused);
    expect(await db.outbox.count()).toBe(0);
    expect(await patientAccessLog(patientId, 10)).toEqual([]);
    expect((await readSyncStatus()).rejectedCount).toBe(0);
  });
});

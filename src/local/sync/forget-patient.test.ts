import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import type { ChangesPage, SyncedRow } from '#core/sync/types';
import { getDb, wipeLocalData } from '../db.ts';
import { signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { storeServerRow, syncedTable } from './local-rows.ts';
import { mutate } from './mutate.ts';
import { pullChanges } from './pull.ts';

const ERASED = '6f1c2e3d-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const KEPT = '7a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d';

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
});

const meta = (id: string, version: number) => ({
  id,
  ownerId: 'owner',
  version,
  updatedAt: '2030-01-01T00:00:00.000Z',
  deletedAt: null as string | null,
});

/** A server row stored as the pull would, outside one (an acknowledgement). */
async function storeRow(table: string, row: SyncedRow & Record<string, unknown>) {
  const db = getDb();
  await db.transaction('rw', [syncedTable(db, table).table, db.outbox, db.syncState], () =>
    storeServerRow(db, table, row, row.id, 'owner', new Map()),
  );
}

async function holdSomethingOf(patientId: string) {
  const db = getDb();
  const messageId = crypto.randomUUID();
  const fileId = crypto.randomUUID();
  const attachment = { fileId, name: 'Bilan.pdf', size: 3, type: 'application/pdf' };
  const message = { ...SAMPLE_CHAT_MESSAGE, ...meta(messageId, 1), patientId, attachments: [attachment] };
  await storeRow('chatMessages', message);
  await db.fileBlobs.put({ id: fileId, blob: new Blob(['pdf']) });
  const sessionId = crypto.randomUUID();
  await storeRow('sessions', { ...SAMPLE_SESSION, ...meta(sessionId, 2), patientId });
  await mutate(
    'session.update',
    { id: sessionId, baseVersion: 2, changes: { notes: 'Typed offline' } },
    { db },
  );
  await db.typedInput.put({ key: `patient:${patientId}`, fields: { name: 'Half a na' }, updatedAt: 1 });
  return { message, fileId };
}

describe('a patient’s erasure on a device', () => {
  it('drops what the device holds of the erased patient outside the rows, at the pull of its line', async () => {
    const db = getDb();
    const erased = await holdSomethingOf(ERASED);
    const kept = await holdSomethingOf(KEPT);
    const page: ChangesPage = {
      changes: [
        {
          entity: 'chatMessage',
          row: {
            ...erased.message,
            version: 10,
            text: '',
            attachments: [],
            deletedAt: '2030-01-02T00:00:00.000Z',
          },
        },
        {
          entity: 'accessEvent',
          row: {
            ...meta(crypto.randomUUID(), 11),
            action: 'erase',
            subject: 'patient',
            subjectId: ERASED,
            patientId: ERASED,
            device: null,
            at: '2030-01-02T00:00:00.000Z',
            adminId: null,
          },
        },
      ],
      cursors: {},
      cursor: 11,
      hasMore: false,
    };
    await pullChanges({ db, now: Date.now, fetchPage: async () => page });

    expect(await db.fileBlobs.get(erased.fileId)).toBeUndefined();
    expect(await db.fileBlobs.get(kept.fileId)).toBeDefined();
    const queued = await db.outbox.toArray();
    expect(queued.map((entry) => (entry.args as { changes: { notes: string } }).changes.notes)).toEqual([
      'Typed offline',
    ]);
    expect(queued).toHaveLength(1);
    expect(await db.typedInput.get(`patient:${ERASED}`)).toBeUndefined();
    expect(await db.typedInput.get(`patient:${KEPT}`)).toBeDefined();
    const message = await db.chatMessages.get(erased.message.id);
    expect(message).toMatchObject({ text: '', attachments: [], deletedAt: expect.any(String) });
  });
});

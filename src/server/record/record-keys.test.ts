// The clinical record at rest (issue 38): the database holds sealed text only, the record key opens
// the data keys, and rotating it (RECORD_KEY new, RECORD_KEY_PREVIOUS old) re-wraps them at start —
// the record reads the same before and after, and a wrong key stops the server instead of failing later.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import type { RecordEntryRow } from '#core/record/record-entry-schema';
import { SAMPLE_RECORD_ADDENDUM, SAMPLE_RECORD_ENTRY } from '#core/record/sample-record';
import { keyFingerprint } from '../secrets/record-keys.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { persistentDatabase } from '../test-support/persistent-database.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';

const KEY_A = Buffer.alloc(32, 1).toString('base64');
const KEY_B = Buffer.alloc(32, 2).toString('base64');
const SECRET_WORDS = 'Nightmares-about-the-flood-7731';

const send = (server: TestServer, token: string, method: string, url: string, body?: unknown) =>
  callJson<RecordEntryRow>(server, method, url, {
    body,
    token,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

describe.each(TEST_DRIVERS)('the clinical record’s keys on %s', (driver) => {
  it('seals what was written, and reads it back across a rotation of the record key', async () => {
    const database = await persistentDatabase(driver);
    const start = (keys: { recordKey?: string; previousRecordKey?: string }) =>
      startTestServer(driver, { database: database.config, ...keys });
    try {
      const first = await start({ recordKey: KEY_A });
      const user = await createUser(first);
      const { token } = await signIn(first, user);
      const patientId = crypto.randomUUID();
      expect(
        (await send(first, token, 'POST', '/api/patients', { ...SAMPLE_PATIENT, id: patientId })).status,
      ).toBe(201);
      const noteId = crypto.randomUUID();
      const note = {
        ...SAMPLE_RECORD_ENTRY,
        id: noteId,
        patientId,
        status: 'signed',
        sections: { subjective: SECRET_WORDS },
      };
      expect((await send(first, token, 'POST', '/api/record-entries', note)).status).toBe(201);
      const addendum = {
        ...SAMPLE_RECORD_ADDENDUM,
        id: crypto.randomUUID(),
        entryId: noteId,
        patientId,
        text: `${SECRET_WORDS} (later)`,
      };
      expect((await send(first, token, 'POST', '/api/record-addenda', addendum)).status).toBe(201);

      // What the database holds: sealed text, never the words (nor the data key, nor the record key).
      const stored = JSON.stringify(
        await first.database.db.execute(
          sql`select e.sections, a.text, k.wrapped_key from record_entries e, record_addenda a, record_data_keys k`,
        ),
      );
      expect(stored).not.toContain(SECRET_WORDS);
      expect(stored).toContain('r1.');
      expect(stored).not.toContain(KEY_A);
      const read = async (server: TestServer) =>
        (await callJson<RecordEntryRow>(server, 'GET', `/api/record-entries/${noteId}`, { token })).body.data
          ?.sections;
      expect(await read(first)).toEqual({ subjective: SECRET_WORDS });
      await first.close();

      // Rotation: the new key with the old one beside it re-wraps the data key; the record reads the same.
      const rotating = await start({ recordKey: KEY_B, previousRecordKey: KEY_A });
      expect(await read(rotating)).toEqual({ subjective: SECRET_WORDS });
      const prints = await rotating.database.db.execute(
        sql`select record_key_fingerprint from record_data_keys`,
      );
      expect(JSON.stringify(prints)).toContain(keyFingerprint(Buffer.from(KEY_B, 'base64')));
      await rotating.close();

      const rotated = await start({ recordKey: KEY_B });
      const page = await callJson<{ changes: { entity: string; row: Record<string, unknown> }[] }>(
        rotated,
        'GET',
        '/api/sync/changes?since=0',
        { token },
      );
      const pulled = page.body.data?.changes.filter((change) => change.entity.startsWith('record')) ?? [];
      expect(pulled.map((change) => change.row.sections ?? change.row.text)).toEqual([
        { subjective: SECRET_WORDS },
        `${SECRET_WORDS} (later)`,
      ]);
      await rotated.close();

      // The old key alone no longer opens anything: the server says so at start.
      await expect(start({ recordKey: KEY_A })).rejects.toThrow(/RECORD_KEY/);
    } finally {
      await database.drop();
    }
  });
});

/**
 * The clinical record's keys at server start (issue 38): the record key — RECORD_KEY (base64 of 32
 * bytes), else one generated once into server_settings, beside the data, for the embedded default —
 * opens the data keys stored in record_data_keys, which seal the record (record-keyring.ts).
 *
 * Rotation: start with the new key as RECORD_KEY and the old one as RECORD_KEY_PREVIOUS; every data
 * key wrapped by the old one is re-wrapped by the new one (in one transaction), then the old key may
 * be forgotten. The record itself is not rewritten. A data key no given key opens stops the start.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recordDataKeys, serverSettings } from '../db/schema.ts';
import type { DataKey } from './record-keyring.ts';
import { createSecretBox, SECRET_KEY_BYTES } from './secret-box.ts';
import { decodeKey } from './secrets-key.ts';

const GENERATED_RECORD_KEY = 'record_key';
const FIRST_DATA_KEY_ID = 'dk1';

/** A key's public name: enough to tell keys apart, nothing to rebuild one from. */
export function keyFingerprint(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

async function recordKey(db: Db, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv) return decodeKey(fromEnv, 'RECORD_KEY');
  await db
    .insert(serverSettings)
    .values({ key: GENERATED_RECORD_KEY, value: randomBytes(SECRET_KEY_BYTES).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, GENERATED_RECORD_KEY));
  if (!row) throw new Error('the record key could not be stored');
  return decodeKey(row.value, 'server_settings.record_key');
}

/** The data keys, newest first (the first seals new values), re-wrapped by the current record key. */
export async function loadRecordDataKeys(
  db: Db,
  env: { recordKey?: string; previousRecordKey?: string },
): Promise<DataKey[]> {
  const current = await recordKey(db, env.recordKey);
  const previous = env.previousRecordKey
    ? decodeKey(env.previousRecordKey, 'RECORD_KEY_PREVIOUS')
    : undefined;
  const boxes = new Map([[keyFingerprint(current), createSecretBox(current)]]);
  if (previous) boxes.set(keyFingerprint(previous), createSecretBox(previous));
  const currentBox = createSecretBox(current);
  const currentPrint = keyFingerprint(current);
  return db.transaction(async (tx) => {
    let rows = await tx.select().from(recordDataKeys).for('update');
    if (rows.length === 0) {
      // One id for the first data key: nodes starting together on a new database insert the same row
      // (the first wins, the others read it), never two keys each node knows only one of.
      const created = {
        id: FIRST_DATA_KEY_ID,
        wrappedKey: currentBox.seal(randomBytes(SECRET_KEY_BYTES).toString('base64')),
        recordKeyFingerprint: currentPrint,
      };
      await tx.insert(recordDataKeys).values(created).onConflictDoNothing();
      rows = await tx.select().from(recordDataKeys);
    }
    const opened: (DataKey & { createdAt: Date })[] = [];
    for (const row of rows) {
      const box = boxes.get(row.recordKeyFingerprint);
      if (!box) {
        throw new Error(
          `clinical record data key ${row.id} is wrapped by a record key not given (fingerprint ${row.recordKeyFingerprint}): set RECORD_KEY, or RECORD_KEY_PREVIOUS while rotating`,
        );
      }
      const key = decodeKey(box.open(row.wrappedKey), `record data key ${row.id}`);
      if (row.recordKeyFingerprint !== currentPrint) {
        await tx
          .update(recordDataKeys)
          .set({ wrappedKey: currentBox.seal(key.toString('base64')), recordKeyFingerprint: currentPrint })
          .where(eq(recordDataKeys.id, row.id));
      }
      opened.push({ id: row.id, key, createdAt: row.createdAt });
    }
    return opened
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map(({ id, key }) => ({ id, key }));
  });
}

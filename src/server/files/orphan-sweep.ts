/**
 * Removes stored bytes no `uploaded_files` row names any more. Rows go without their bytes when a
 * user is deleted (the rows cascade) or a node dies between storing an upload and recording it; the
 * sweep reclaims both, on either backend. Invariant: an object younger than ORPHAN_GRACE_MS is never
 * touched, so an upload being recorded right now on another node keeps its bytes.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploadedFiles } from '../db/schema.ts';
import type { FileStore, StoredObject } from './file-store.ts';

export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

async function removeUnrecorded(db: Db, store: FileStore, batch: StoredObject[]): Promise<number> {
  const names = batch.map((object) => object.storageName);
  const recorded = await db
    .select({ storageName: uploadedFiles.storageName })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.storageName, names));
  const kept = new Set(recorded.map((row) => row.storageName));
  const orphans = names.filter((name) => !kept.has(name));
  for (const name of orphans) await store.remove(name);
  return orphans.length;
}

/** Answers how many stored files were removed. */
export async function sweepOrphanFiles(db: Db, store: FileStore, now: Date): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  let batch: StoredObject[] = [];
  for await (const object of store.list()) {
    if (object.storedAt.getTime() > cutoff) continue;
    batch.push(object);
    if (batch.length >= BATCH) {
      removed += await removeUnrecorded(db, store, batch);
      batch = [];
    }
  }
  if (batch.length > 0) removed += await removeUnrecorded(db, store, batch);
  return removed;
}

/**
 * The half-filled registration kept in IndexedDB, so a reload or an offline spell loses nothing typed
 * or picked. Invariant: a picked file's Blob stays here until the registration is submitted, so an
 * upload that failed or never started can always be resumed from it.
 */
import { liveQuery } from 'dexie';
import { getDb } from './db.ts';
import { REGISTRATION_DRAFT_KEY, type RegistrationFileRow } from './db-schema.ts';

export type { RegistrationFileRow };

export async function loadRegistrationValues(): Promise<unknown> {
  return (await getDb().registrationDraft.get(REGISTRATION_DRAFT_KEY))?.values;
}

/** Stores the form's values as typed (validation happens on submit, not here). */
export async function saveRegistrationValues(values: unknown): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.registrationDraft, async () => {
    const current = await db.registrationDraft.get(REGISTRATION_DRAFT_KEY);
    await db.registrationDraft.put({
      ...current,
      key: REGISTRATION_DRAFT_KEY,
      values,
      updatedAt: Date.now(),
    });
  });
}

export async function loadUploadToken(): Promise<string | undefined> {
  return (await getDb().registrationDraft.get(REGISTRATION_DRAFT_KEY))?.uploadToken;
}

/** Kept with the draft: without it the files already uploaded could not be attached to the request. */
export async function saveUploadToken(uploadToken: string): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.registrationDraft, async () => {
    const current = await db.registrationDraft.get(REGISTRATION_DRAFT_KEY);
    await db.registrationDraft.put({
      values: undefined,
      ...current,
      key: REGISTRATION_DRAFT_KEY,
      uploadToken,
      updatedAt: Date.now(),
    });
  });
}

export async function listRegistrationFiles(): Promise<RegistrationFileRow[]> {
  return getDb().registrationFiles.orderBy('addedAt').toArray();
}

/** Calls `onRows` with the stored files now and after every change; returns the unsubscribe. */
export function watchRegistrationFiles(onRows: (rows: RegistrationFileRow[]) => void): () => void {
  const subscription = liveQuery(listRegistrationFiles).subscribe({
    next: onRows,
    // A failed read leaves the last list shown; the next change reads again.
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

export async function addRegistrationFile(row: RegistrationFileRow): Promise<void> {
  await getDb().registrationFiles.put(row);
}

/** Records the server's id of an uploaded file; the Blob stays for Show Document. */
export async function markRegistrationFileUploaded(key: string, fileId: string): Promise<void> {
  await getDb().registrationFiles.update(key, { fileId });
}

export async function removeRegistrationFile(key: string): Promise<void> {
  await getDb().registrationFiles.delete(key);
}

/** After a successful submission: the draft has become a registration request on the server. */
export async function clearRegistrationDraft(): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.registrationDraft, db.registrationFiles, async () => {
    await db.registrationDraft.clear();
    await db.registrationFiles.clear();
  });
}

/**
 * A patient's documents on the device (issue 38): adding one queues its row and its upload together
 * (the row lists it at once, offline too; the bytes wait in the outbox and are kept here, so it opens
 * offline on this device); its title and kind can be corrected; deleting it forgets its bytes here.
 * Listing reads the live rows newest first, each with whether its upload still waits.
 */
import * as v from 'valibot';
import type { Message } from '#core/messages';
import { checkPickedFile, documentTypeOf, FILE_KIND_RULES } from '#core/onboarding/files';
import {
  type PatientDocumentFields,
  type PatientDocumentRow,
  patientDocumentFieldEntries,
} from '#core/record/patient-document-schema';
import { PATIENT_DOCUMENT_ENTITY } from '#core/record/record-entity';
import { DOCUMENT_TITLE_MAX_CHARS, type PatientDocumentCategory } from '#core/record/record-lists';
import { RECORD_MESSAGES } from '#core/record/record-messages';
import { rowKeyOf } from '#core/sync/row-key';
import { cleanFileName } from '#core/validation/plain-text';
import { getDb, type MindofficeDb } from '../db.ts';
import { mutateTogether } from '../sync/mutate.ts';
import { queueDelete, queueUpdate } from '../sync/queue-writes.ts';
import type { StoredPatientDocument } from './record-tables.ts';

export type AddedDocument = { ok: true; id: string } | { ok: false; message: Message };

/** A document's first title: its file's name without the extension. */
export function titleOfFileName(name: string): string {
  const cleaned = cleanFileName(name);
  const title = cleaned.replace(/\.[^.]+$/, '').trim() || cleaned;
  return title.slice(0, DOCUMENT_TITLE_MAX_CHARS) || 'document';
}

/** Queues a picked file as a new document of the patient's; refused by the document rules first. */
export async function addPatientDocument(
  patientId: string,
  file: File,
  category: PatientDocumentCategory = 'other',
  db: MindofficeDb = getDb(),
  now: number = Date.now(),
): Promise<AddedDocument> {
  const picked = { name: file.name, size: file.size, type: file.type };
  const refused = checkPickedFile('recordDocument', picked);
  if (refused) return { ok: false, message: refused };
  const fileType = documentTypeOf(picked);
  if (!fileType) return { ok: false, message: FILE_KIND_RULES.recordDocument.typeMessage };
  if (file.size === 0) return { ok: false, message: RECORD_MESSAGES.documentEmpty };
  const fields: PatientDocumentFields = {
    patientId,
    title: titleOfFileName(file.name),
    category,
    fileId: null,
    fileName: cleanFileName(file.name).slice(0, DOCUMENT_TITLE_MAX_CHARS) || 'document',
    fileType,
    fileSize: file.size,
    addedAt: new Date(now).toISOString(),
  };
  const id = crypto.randomUUID();
  const fileId = crypto.randomUUID();
  const { create, file: upload } = PATIENT_DOCUMENT_ENTITY.mutations;
  if (!upload) throw new Error('patient documents have no file field');
  // Kept after the upload leaves the outbox, so the document opens offline on this device; kept
  // first, so a reload right after the row shows cannot leave the row without its bytes here.
  await db.fileBlobs.put({ id: fileId, blob: file });
  try {
    await mutateTogether(
      [
        { name: create.name, args: { id, ...fields } },
        { name: upload.name, args: { id, field: 'fileId', fileId, file: { blob: file, name: file.name } } },
      ],
      { db, now },
    );
  } catch (error) {
    await db.fileBlobs.delete(fileId);
    throw error;
  }
  return { ok: true, id };
}

export type DocumentChanges = Partial<Pick<PatientDocumentFields, 'title' | 'category'>>;

/** Queues a corrected title or kind; a value its rule refuses is reported (message ids by field). */
export async function updatePatientDocument(
  id: string,
  changes: DocumentChanges,
  db: MindofficeDb = getDb(),
): Promise<{ errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const valid: DocumentChanges = {};
  for (const [field, value] of Object.entries(changes) as [keyof DocumentChanges, unknown][]) {
    const parsed = v.safeParse(patientDocumentFieldEntries[field], value);
    if (parsed.success) Object.assign(valid, { [field]: parsed.output });
    else errors[field] = parsed.issues[0]?.message ?? RECORD_MESSAGES.invalid.id;
  }
  if (Object.keys(errors).length === 0) await queueUpdate(PATIENT_DOCUMENT_ENTITY, id, valid, db);
  return { errors };
}

/** Queues the deletion (the server deletes the file with it) and forgets the bytes kept here. */
export async function deletePatientDocument(id: string, db: MindofficeDb = getDb()): Promise<void> {
  const row = await db.patientDocuments.get(id);
  await queueDelete(PATIENT_DOCUMENT_ENTITY, id, db);
  if (row?.fileId) await db.fileBlobs.delete(row.fileId);
}

export type ListedDocument = PatientDocumentRow & { isWaiting: boolean };

/** The patient's live documents, newest first, each saying whether its row or upload still waits. */
export async function patientDocumentsOf(
  patientId: string,
  db: MindofficeDb = getDb(),
): Promise<ListedDocument[]> {
  const stored = await db.patientDocuments
    .where('[livePatientId+addedAt]')
    .between([patientId, ''], [patientId, '\uffff'])
    .reverse()
    .toArray();
  const keys = stored.map((row) => rowKeyOf('patientDocuments', row.id));
  const waiting = new Set(
    (await db.outbox.where('rowKey').anyOf(keys).toArray()).map((entry) => entry.rowKey),
  );
  return stored.map(({ livePatientId: _live, ...row }: StoredPatientDocument) => ({
    ...row,
    isWaiting: waiting.has(rowKeyOf('patientDocuments', row.id)),
  }));
}

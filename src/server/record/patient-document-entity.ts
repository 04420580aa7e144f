/**
 * A patient's documents on the server (#core/record/patient-document-schema, issue 38): each is about
 * one of the owner's live individual patients; its file must be the owner's own `recordDocument`
 * upload, whose real type and size (decided from the bytes) the row then holds. Deleting a document
 * deletes its file (the orphan sweep removes the bytes); every write leaves a line in the access log.
 */
import { and, eq } from 'drizzle-orm';
import type { UploadMimeType } from '#core/onboarding/files';
import type { PatientDocumentFields } from '#core/record/patient-document-schema';
import { PATIENT_DOCUMENT_ENTITY } from '#core/record/record-entity';
import { RECORD_MESSAGES as M } from '#core/record/record-messages';
import { recordWrites } from '../access-log/record-access.ts';
import { patientDocuments, uploadedFiles } from '../db/schema.ts';
import { defineServerEntity, type ServerEntity } from '../sync/entity-definition.ts';
import type { Tx } from '../sync/owner-transaction.ts';
import { recordPatientReference } from './record-entities.ts';

export type PatientDocumentRecord = typeof patientDocuments.$inferSelect;

const FILE_KIND = 'recordDocument';

const logWrite = recordWrites<PatientDocumentFields>('file', (_id, fields) => fields.patientId);

/** The owner's upload of the record's kind, as the server recorded it; undefined if there is none. */
async function ownUpload(tx: Tx, ownerId: string, fileId: string) {
  const [file] = await tx
    .select({ mimeType: uploadedFiles.mimeType, sizeBytes: uploadedFiles.sizeBytes })
    .from(uploadedFiles)
    .where(
      and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, ownerId), eq(uploadedFiles.kind, FILE_KIND)),
    );
  return file;
}

export const patientDocumentEntity: ServerEntity = defineServerEntity<
  PatientDocumentFields,
  PatientDocumentRecord
>({
  synced: PATIENT_DOCUMENT_ENTITY,
  table: patientDocuments,
  notFound: M.documentNotFound,
  references: [recordPatientReference<PatientDocumentFields>()],
  async afterWrite(tx, write) {
    await logWrite(tx, write);
    const fileId = write.fields.fileId;
    if (write.kind === 'delete' && fileId !== null)
      await tx
        .delete(uploadedFiles)
        .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, write.ownerId)));
  },
  // The tombstone keeps the category and the day it was added, which name no one; the file goes
  // with the patient's other files (erase-patient.ts).
  erasure: {
    rowsOf: (patientId) => eq(patientDocuments.patientId, patientId),
    blank: { title: '', fileName: '', fileId: null },
  },
  async complete(tx, write) {
    const { fileId } = write.fields;
    if (fileId === null || fileId === write.existing?.fileId) return { ok: true, fields: write.fields };
    const file = await ownUpload(tx, write.ownerId, fileId);
    if (!file) return { ok: false, errors: { fileId: write.i18n._(M.documentFileInvalid) } };
    // The type the bytes are, not the one the picking device claimed (checked when it was stored).
    const fileType = file.mimeType as UploadMimeType as PatientDocumentFields['fileType'];
    return { ok: true, fields: { ...write.fields, fileType, fileSize: file.sizeBytes } };
  },
});

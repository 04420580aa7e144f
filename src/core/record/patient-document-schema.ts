/**
 * A document kept in a patient's clinical record (issue 38): a consent form, a referral letter, a
 * report — PDF, image or DOCX, under the upload rules of every document (#core/onboarding/files). The
 * row says what the device knew when the file was picked (its name, type and size, so the list reads
 * offline before the bytes are uploaded); the bytes are the uploaded file `fileId`, set by the row's
 * `patientDocument.file` upload, whose real type and size the server then records in the row.
 */
import * as v from 'valibot';
import { DOC_MAX_BYTES } from '../constants.ts';
import { DOCUMENT_MIME_TYPES } from '../onboarding/files.ts';
import { instantRule } from '../sessions/session-schema.ts';
import type { FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { cleanFileName, withoutUnsafeCharacters } from '../validation/plain-text.ts';
import { uuidRule } from '../validation/rules.ts';
import { DOCUMENT_TITLE_MAX_CHARS, PATIENT_DOCUMENT_CATEGORIES } from './record-lists.ts';
import { RECORD_MESSAGES as M } from './record-messages.ts';

const fileInvalid = M.documentFileInvalid.id;

export const patientDocumentFieldEntries = {
  patientId: uuidRule(M.patientRequired),
  title: v.pipe(
    v.string(M.documentTitleRequired.id),
    v.transform(withoutUnsafeCharacters),
    v.trim(),
    v.nonEmpty(M.documentTitleRequired.id),
    v.maxLength(DOCUMENT_TITLE_MAX_CHARS, M.documentTitleTooLong.id),
  ),
  category: v.picklist(PATIENT_DOCUMENT_CATEGORIES, M.documentCategoryInvalid.id),
  /** The uploaded file (kind `recordDocument`); null until its upload is stored, or if it was refused. */
  fileId: v.nullable(uuidRule(M.documentFileInvalid)),
  fileName: v.pipe(
    v.string(fileInvalid),
    v.transform((name) => cleanFileName(name).slice(0, DOCUMENT_TITLE_MAX_CHARS)),
    v.minLength(1, fileInvalid),
  ),
  fileType: v.picklist(DOCUMENT_MIME_TYPES, fileInvalid),
  fileSize: v.pipe(
    v.number(fileInvalid),
    v.integer(fileInvalid),
    v.minValue(1, fileInvalid),
    v.maxValue(DOC_MAX_BYTES, fileInvalid),
  ),
  /** When it was added (the adding device's clock; it may have been offline). */
  addedAt: instantRule(M.invalid),
};

export type PatientDocumentFields = FieldsOf<typeof patientDocumentFieldEntries>;
export type PatientDocumentRow = SyncedRow & PatientDocumentFields;

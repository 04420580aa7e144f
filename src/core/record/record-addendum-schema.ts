/**
 * An addendum (issue 38): what the specialist adds to a signed note, which is locked. Each one keeps
 * its author and time and is never changed or removed: the record only grows.
 */
import * as v from 'valibot';
import { instantRule } from '../sessions/session-schema.ts';
import type { FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { uuidRule } from '../validation/rules.ts';
import { ADDENDUM_MAX_CHARS, AUTHOR_NAME_MAX_CHARS } from './record-lists.ts';
import { RECORD_MESSAGES as M } from './record-messages.ts';

export const recordAddendumFieldEntries = {
  /** The signed note it adds to. */
  entryId: uuidRule(M.notFound),
  /** The note's patient, so the patient's record (and erasure) finds it without the note. */
  patientId: uuidRule(M.patientRequired),
  text: v.pipe(
    v.string(M.addendumRequired.id),
    v.trim(),
    v.nonEmpty(M.addendumRequired.id),
    v.maxLength(ADDENDUM_MAX_CHARS, M.addendumTooLong.id),
  ),
  /** The author's name as it was when writing (a record keeps who wrote what, not who is named so now). */
  authorName: v.pipe(
    v.string(M.addendumAuthorRequired.id),
    v.trim(),
    v.nonEmpty(M.addendumAuthorRequired.id),
    v.maxLength(AUTHOR_NAME_MAX_CHARS, M.addendumAuthorRequired.id),
  ),
  /** When it was written (the writing device's clock; it may have been offline). */
  writtenAt: instantRule(M.invalid),
};

export type RecordAddendumFields = FieldsOf<typeof recordAddendumFieldEntries>;
export type RecordAddendumRow = SyncedRow & RecordAddendumFields;

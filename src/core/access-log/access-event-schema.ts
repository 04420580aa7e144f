/**
 * One line of a specialist's access log (issue 36): who touched what of a patient's, when and from
 * which device — never the data itself. Devices record what they showed (`view`) and what left them
 * (`export`); the server records every write (`create`, `update`, `delete`) and file download.
 */
import * as v from 'valibot';
import { DEVICE_ID_PATTERN } from '../notifications/notification-schema.ts';
import { instantRule } from '../sessions/session-schema.ts';
import type { FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { ACCESS_LOG_MESSAGES as M } from './access-event-messages.ts';

export const ACCESS_ACTIONS = [
  'view',
  'export',
  'create',
  'update',
  'delete',
  'download',
  // A patient's erasure: the one line of theirs the log keeps (src/server/patients/erase-patient.ts).
  'erase',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** What a device may record; the others are the server's to write. */
export const DEVICE_ACCESS_ACTIONS: readonly AccessAction[] = ['view', 'export'];

/** A patient's record, and the specialist's own records an administrator reads. */
export const ACCESS_SUBJECTS = [
  'patient',
  // The whole practice (its export): every patient's record at once.
  'practice',
  'session',
  'package',
  'chat',
  'file',
  'registration',
  'credentials',
  // A patient's clinical record: its entries and addenda (#core/record).
  'record',
] as const;
export type AccessSubject = (typeof ACCESS_SUBJECTS)[number];

const invalid = M.invalid.id;

export const accessEventFieldEntries = {
  action: v.picklist(ACCESS_ACTIONS, invalid),
  subject: v.picklist(ACCESS_SUBJECTS, invalid),
  /** The row (or file) touched; for a conversation, the patient's id. */
  subjectId: v.pipe(v.string(invalid), v.uuid(invalid)),
  /** The patient it concerns, so the patient's profile lists it; null when none is known. */
  patientId: v.nullable(v.pipe(v.string(invalid), v.uuid(invalid))),
  /** The device that did it (its X-Device-Id), null when unknown (a call without one). */
  device: v.nullable(v.pipe(v.string(invalid), v.regex(DEVICE_ID_PATTERN, invalid))),
  at: instantRule(M.invalid),
  /** The administrator who looked; null: the specialist themself. */
  adminId: v.nullable(v.pipe(v.string(invalid), v.uuid(invalid))),
};

export type AccessEventFields = FieldsOf<typeof accessEventFieldEntries>;
export type AccessEventRow = SyncedRow & AccessEventFields;

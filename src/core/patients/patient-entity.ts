/**
 * The patient mutations (`patient.create`, `patient.update`, `patient.delete`): args, local apply
 * and REST call, defined once for the browser's outbox and the server's routes.
 */
import * as v from 'valibot';
import { mergeFields, tombstone } from '../sync/merge.ts';
import { defineMutation } from '../sync/mutation.ts';
import {
  fieldPathItem,
  type PatientRow,
  patientChangesSchema,
  patientFieldEntries,
  typeRuleIssue,
} from './patient-schema.ts';

export const PATIENTS_PATH = '/api/patients';
export const PATIENTS_TABLE = 'patients';

export const patientIdSchema = v.pipe(v.string(), v.uuid());

export const createPatientArgs = v.pipe(
  v.strictObject({ id: patientIdSchema, ...patientFieldEntries }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const issue = typeRuleIssue(dataset.value);
    if (issue) addIssue({ message: issue.message, path: [fieldPathItem(dataset.value, issue.field)] });
  }),
);
export type CreatePatientArgs = v.InferOutput<typeof createPatientArgs>;

export const updatePatientBody = v.strictObject({
  /** The version the client edited; kept for audit and future conflict display, merge is by field. */
  baseVersion: v.pipe(v.number(), v.integer(), v.minValue(0)),
  changes: patientChangesSchema,
});
export const updatePatientArgs = v.strictObject({ id: patientIdSchema, ...updatePatientBody.entries });
export type UpdatePatientArgs = v.InferOutput<typeof updatePatientArgs>;

export const deletePatientArgs = v.strictObject({ id: patientIdSchema });
export type DeletePatientArgs = v.InferOutput<typeof deletePatientArgs>;

export const createPatient = defineMutation<CreatePatientArgs, PatientRow>({
  name: 'patient.create',
  table: PATIENTS_TABLE,
  args: createPatientArgs,
  rowId: (args) => args.id,
  apply: (row, args, context) => {
    // A create replayed on a row the server already has keeps the server's metadata.
    const { id, ...fields } = args;
    return {
      id,
      ownerId: row?.ownerId ?? context.ownerId,
      version: row?.version ?? 0,
      updatedAt: context.now,
      deletedAt: row?.deletedAt ?? null,
      ...fields,
    };
  },
  toCall: (args) => ({ method: 'POST', path: PATIENTS_PATH, body: { ...args } }),
});

export const updatePatient = defineMutation<UpdatePatientArgs, PatientRow>({
  name: 'patient.update',
  table: PATIENTS_TABLE,
  args: updatePatientArgs,
  rowId: (args) => args.id,
  apply: (row, args, context) => {
    if (!row) return undefined;
    const merged = mergeFields<PatientRow>(row, args.changes);
    return merged === row ? row : { ...merged, updatedAt: context.now };
  },
  toCall: (args) => ({
    method: 'PUT',
    path: `${PATIENTS_PATH}/${args.id}`,
    body: { baseVersion: args.baseVersion, changes: args.changes },
  }),
});

export const deletePatient = defineMutation<DeletePatientArgs, PatientRow>({
  name: 'patient.delete',
  table: PATIENTS_TABLE,
  args: deletePatientArgs,
  rowId: (args) => args.id,
  apply: (row, _args, context) => (row ? tombstone(row, context.now) : undefined),
  toCall: (args) => ({ method: 'DELETE', path: `${PATIENTS_PATH}/${args.id}`, body: {} }),
});

export const PATIENT_MUTATIONS = [createPatient, updatePatient, deletePatient] as const;

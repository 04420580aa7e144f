/**
 * The patient writes (`POST /api/patients`, `PUT` and `DELETE /api/patients/:id`) as sync commands,
 * run by their routes (src/server/routes/patients.ts) and by the batch endpoint alike. Every write is
 * scoped to its owner: another specialist's patient answers 404, exactly like one that does not exist.
 */
import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import type { Envelope } from '#core/api';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { PATIENT_MESSAGES } from '#core/patients/patient-messages';
import { createPatientArgs, patientIdSchema, updatePatientBody } from '#core/patients/patient-mutations';
import {
  normalizePatientFields,
  type PatientFields,
  type PatientRow,
  patientFieldsSchema,
} from '#core/patients/patient-schema';
import { mergeFields } from '#core/sync/merge';
import { type Checked, checkBody } from '../http/validate.ts';
import { translate, translateId } from '../i18n.ts';
import type { WorkAnswer } from './idempotent-route.ts';
import type { OwnerTx } from './owner-transaction.ts';
import {
  fieldsOf,
  findPatient,
  insertPatient,
  isOwnCompany,
  type PatientRecord,
  toWire,
  writePatient,
} from './patient-store.ts';
import { type CallContext, invalidAnswer, type PreparedCall, type SyncCommand } from './sync-command.ts';

const emptyBody = v.strictObject({});

export const createPatientCommand: SyncCommand = {
  prepare(context, _params, body) {
    const input = checkBody(context.i18n, createPatientArgs, body);
    if (!input.ok) return refused(context.i18n, input.errors);
    const { id, ...raw } = input.value;
    const fields = normalizePatientFields(raw);
    return {
      ok: true,
      async work(owner) {
        const companyError = await checkCompany(context, owner, fields.companyId);
        if (companyError) return companyError;
        const inserted = await insertPatient(owner, context.ownerId, id, fields);
        if (inserted) return answer(201, inserted, true);
        const existing = await findPatient(owner.tx, id);
        if (!existing || existing.ownerId !== context.ownerId) return notFound(context.i18n);
        // The same create arriving again under another key (e.g. after the key expired): same row.
        return answer(200, existing, false);
      },
    };
  },
};

export const updatePatientCommand: SyncCommand = {
  prepare: (context, params, body) =>
    prepareRowWrite(
      context,
      params,
      checkBody(context.i18n, updatePatientBody, body),
      async (owner, id, existing, input) => {
        const merged = mergeFields<PatientFields & { deletedAt: null }>(
          { ...fieldsOf(existing), deletedAt: null },
          input.changes,
        );
        const { deletedAt: _deleted, ...unnormalized } = merged;
        const mergedFields = normalizePatientFields(unnormalized);
        const checked = v.safeParse(patientFieldsSchema, mergedFields);
        if (!checked.success) return badRequest(context.i18n, checked.issues);
        const companyError = await checkCompany(context, owner, mergedFields.companyId);
        if (companyError) return companyError;
        return answer(200, await writePatient(owner, id, mergedFields), true);
      },
    ),
};

export const deletePatientCommand: SyncCommand = {
  prepare: (context, params, body) =>
    prepareRowWrite(
      context,
      params,
      checkBody(context.i18n, emptyBody, body === undefined ? {} : body),
      async (owner, id) => answer(200, await writePatient(owner, id, { deletedAt: new Date() }), true),
    ),
};

/**
 * A write to one of the owner's patients (`:id`): refused input answers 400 before anything runs;
 * another owner's or an unknown id answers 404; a deleted patient answers its tombstone unchanged,
 * because a delete wins over any later write.
 */
function prepareRowWrite<T>(
  context: CallContext,
  params: Record<string, string>,
  input: Checked<T>,
  write: (owner: OwnerTx, id: string, existing: PatientRecord, value: T) => Promise<WorkAnswer>,
): PreparedCall {
  if (!input.ok) return refused(context.i18n, input.errors);
  const id = params.id ?? '';
  return {
    ok: true,
    async work(owner) {
      const existing = await ownRow(owner, context, id);
      if (!existing) return notFound(context.i18n);
      if (existing.deletedAt) return answer(200, existing, false);
      return write(owner, id, existing, input.value);
    },
  };
}

function refused(i18n: I18n, errors: Record<string, string>): PreparedCall {
  return { ok: false, answer: invalidAnswer(i18n, errors) };
}

async function ownRow(owner: OwnerTx, context: CallContext, id: string): Promise<PatientRecord | undefined> {
  if (!v.is(patientIdSchema, id)) return undefined;
  const row = await findPatient(owner.tx, id);
  return row && row.ownerId === context.ownerId ? row : undefined;
}

function answer(status: 200 | 201, row: PatientRecord, changed: boolean): WorkAnswer {
  const body: Envelope<PatientRow> = { success: true, data: toWire(row) };
  return { status, body, changed };
}

function notFound(i18n: I18n): WorkAnswer {
  const body: Envelope<never> = { success: false, message: translate(i18n, PATIENT_MESSAGES.notFound) };
  return { status: 404, body, changed: false };
}

async function checkCompany(
  context: CallContext,
  owner: OwnerTx,
  companyId: string | null,
): Promise<WorkAnswer | undefined> {
  if (companyId === null || (await isOwnCompany(owner.tx, context.ownerId, companyId))) return undefined;
  const errors = { companyId: translate(context.i18n, PATIENT_MESSAGES.companyInvalid) };
  return { ...invalidAnswer(context.i18n, errors), changed: false };
}

function badRequest(i18n: I18n, issues: readonly v.BaseIssue<unknown>[]): WorkAnswer {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    errors[field] ??= translateId(i18n, issue.message) ?? translate(i18n, ERROR_MESSAGES.badRequest);
  }
  return { ...invalidAnswer(i18n, errors), changed: false };
}

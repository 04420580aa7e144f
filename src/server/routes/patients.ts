/**
 * `/api/patients`: create, update (changed fields + base version, merged by field), delete
 * (tombstone) and read one. Every write is idempotent per Idempotency-Key and scoped to its owner:
 * another specialist's patient answers 404, exactly like one that does not exist.
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Envelope } from '#core/api';
import { RIGHT_CODES } from '#core/auth';
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
import { requireAuth, requireRight } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { translate, translateId } from '../i18n.ts';
import { answerIdempotently, type WorkAnswer } from '../sync/idempotent-route.ts';
import type { OwnerTx } from '../sync/owner-transaction.ts';
import {
  fieldsOf,
  findPatient,
  insertPatient,
  isOwnCompany,
  type PatientRecord,
  toWire,
  writePatient,
} from '../sync/patient-store.ts';

const emptyBody = v.strictObject({});

export function patientRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth(deps), requireRight(deps, RIGHT_CODES.office));

  routes.post('/', async (c) => {
    const input = validateBody(c, createPatientArgs);
    if (!input.ok) return input.response;
    const { id, ...raw } = input.value;
    const fields = normalizePatientFields(raw);
    return answerIdempotently(c, deps, async (owner) => {
      const companyError = await checkCompany(c, owner, fields.companyId);
      if (companyError) return companyError;
      const inserted = await insertPatient(owner, c.var.user.id, id, fields);
      if (inserted) return answer(c, 201, inserted, true);
      const existing = await findPatient(owner.tx, id);
      if (!existing || existing.ownerId !== c.var.user.id) return notFound(c);
      // The same create arriving again under another key (e.g. after the key expired): same row.
      return answer(c, 200, existing, false);
    });
  });

  routes.put('/:id', async (c) => {
    const id = c.req.param('id');
    const input = validateBody(c, updatePatientBody);
    if (!input.ok) return input.response;
    return answerIdempotently(c, deps, async (owner) => {
      const existing = await ownRow(owner, c, id);
      if (!existing) return notFound(c);
      // A delete wins: an edit of a deleted patient changes nothing and answers the tombstone.
      if (existing.deletedAt) return answer(c, 200, existing, false);
      const merged = mergeFields<PatientFields & { deletedAt: null }>(
        { ...fieldsOf(existing), deletedAt: null },
        input.value.changes,
      );
      const { deletedAt: _deleted, ...unnormalized } = merged;
      const mergedFields = normalizePatientFields(unnormalized);
      const checked = v.safeParse(patientFieldsSchema, mergedFields);
      if (!checked.success) return badRequest(c, checked.issues);
      const companyError = await checkCompany(c, owner, mergedFields.companyId);
      if (companyError) return companyError;
      return answer(c, 200, await writePatient(owner, id, mergedFields), true);
    });
  });

  routes.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const input = validateBody(c, emptyBody, { emptyAs: {} });
    if (!input.ok) return input.response;
    return answerIdempotently(c, deps, async (owner) => {
      const existing = await ownRow(owner, c, id);
      if (!existing) return notFound(c);
      if (existing.deletedAt) return answer(c, 200, existing, false);
      return answer(c, 200, await writePatient(owner, id, { deletedAt: new Date() }), true);
    });
  });

  routes.get('/:id', async (c) => {
    const id = c.req.param('id');
    const row = v.is(patientIdSchema, id) ? await findPatient(deps.db, id) : undefined;
    if (!row || row.ownerId !== c.var.user.id) return fail(c, 404, PATIENT_MESSAGES.notFound);
    return ok<PatientRow>(c, toWire(row));
  });

  return routes;
}

async function ownRow(owner: OwnerTx, c: Context<AppEnv>, id: string): Promise<PatientRecord | undefined> {
  if (!v.is(patientIdSchema, id)) return undefined;
  const row = await findPatient(owner.tx, id);
  return row && row.ownerId === c.var.user.id ? row : undefined;
}

function answer(c: Context<AppEnv>, status: 200 | 201, row: PatientRecord, changed: boolean): WorkAnswer {
  const body: Envelope<PatientRow> = { success: true, data: toWire(row) };
  void c;
  return { status, body, changed };
}

function notFound(c: Context<AppEnv>): WorkAnswer {
  const body: Envelope<never> = { success: false, message: translate(c.var.i18n, PATIENT_MESSAGES.notFound) };
  return { status: 404, body, changed: false };
}

async function checkCompany(
  c: Context<AppEnv>,
  owner: OwnerTx,
  companyId: string | null,
): Promise<WorkAnswer | undefined> {
  if (companyId === null || (await isOwnCompany(owner.tx, c.var.user.id, companyId))) return undefined;
  return invalid(c, { companyId: translate(c.var.i18n, PATIENT_MESSAGES.companyInvalid) });
}

function badRequest(c: Context<AppEnv>, issues: readonly v.BaseIssue<unknown>[]): WorkAnswer {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    errors[field] ??=
      translateId(c.var.i18n, issue.message) ?? translate(c.var.i18n, ERROR_MESSAGES.badRequest);
  }
  return invalid(c, errors);
}

function invalid(c: Context<AppEnv>, errors: Record<string, string>): WorkAnswer {
  const body: Envelope<never> = {
    success: false,
    message: translate(c.var.i18n, ERROR_MESSAGES.badRequest),
    errors,
  };
  return { status: 400, body, changed: false };
}

/**
 * `/api/patients`: create, update (changed fields + base version, merged by field), delete
 * (tombstone) and read one. The writes are sync commands (src/server/sync/patient-commands.ts), the
 * same ones `POST /api/sync/batch` runs: idempotent per Idempotency-Key and scoped to their owner —
 * another specialist's patient answers 404, exactly like one that does not exist.
 */

import { Hono } from 'hono';
import * as v from 'valibot';
import { RIGHT_CODES } from '#core/auth';
import { PATIENT_MESSAGES } from '#core/patients/patient-messages';
import { patientIdSchema } from '#core/patients/patient-mutations';
import type { PatientRow } from '#core/patients/patient-schema';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { answerCommand } from '../sync/idempotent-route.ts';
import {
  createPatientCommand,
  deletePatientCommand,
  updatePatientCommand,
} from '../sync/patient-commands.ts';
import { findPatient, toWire } from '../sync/patient-store.ts';

export function patientRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth(deps), requireRight(RIGHT_CODES.office));

  routes.post('/', (c) => answerCommand(c, deps, createPatientCommand));
  routes.put('/:id', (c) => answerCommand(c, deps, updatePatientCommand, { id: c.req.param('id') }));
  routes.delete('/:id', (c) => answerCommand(c, deps, deletePatientCommand, { id: c.req.param('id') }));

  routes.get('/:id', async (c) => {
    const id = c.req.param('id');
    const row = v.is(patientIdSchema, id) ? await findPatient(deps.db, id) : undefined;
    if (!row || row.ownerId !== c.var.user.id) return fail(c, 404, PATIENT_MESSAGES.notFound);
    return ok<PatientRow>(c, toWire(row));
  });

  return routes;
}

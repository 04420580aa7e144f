/**
 * `POST /api/patients/:id/erasure`: the specialist erases one of their patients (../patients/
 * erase-patient.ts). Another specialist's patient answers 404, like one that does not exist; erasing
 * an erased patient again changes nothing more and answers the same.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { RIGHT_CODES } from '#core/auth';
import type { PatientErasureAnswer } from '#core/patients/patient-entity';
import { PATIENT_MESSAGES } from '#core/patients/patient-messages';
import { syncedIdSchema } from '#core/sync/entity';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { deviceIdOf } from '../http/device-id.ts';
import { fail, ok } from '../http/envelope.ts';
import { erasePatient } from '../patients/erase-patient.ts';

export function patientErasureRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/:id/erasure', requireAuth(deps), requireRight(RIGHT_CODES.office));

  routes.post('/:id/erasure', async (c) => {
    const patientId = c.req.param('id');
    if (!v.is(syncedIdSchema, patientId)) return fail(c, 404, PATIENT_MESSAGES.notFound);
    const outcome = await erasePatient(
      { ...deps, store: deps.onboarding.files },
      { ownerId: c.var.user.id, patientId, device: deviceIdOf(c), now: deps.onboarding.now() },
    );
    if (outcome === 'not-found') return fail(c, 404, PATIENT_MESSAGES.notFound);
    return ok<PatientErasureAnswer>(c, { erased: true });
  });

  return routes;
}

/**
 * `/api/admin/*`: registrations (pending list, detail, approve, reject), specialists and the mail
 * outbox, each gated by its own admin right.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { RIGHT_CODES } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { rejectRegistrationSchema } from '#core/onboarding/account-links';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { listAdminAccess } from '../access-log/admin-access-list.ts';
import { recordAdminAccess } from '../access-log/record-admin-access.ts';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import { USER_STATUSES } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { deviceIdOf } from '../http/device-id.ts';
import { done, fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import {
  listMail,
  listPendingRegistrations,
  listSpecialists,
  registrationDetail,
} from '../onboarding/admin-queries.ts';
import { approveRegistration, type DecisionResult, rejectRegistration } from '../onboarding/decisions.ts';
import { isUuid, pageQuery } from './admin-query.ts';

export function adminRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth(deps));
  const registrations = requireRight(RIGHT_CODES.adminRegistrations);

  function answerDecision(
    c: Context<AppEnv>,
    result: DecisionResult,
    message: typeof M.registrationApproved,
  ) {
    if (result === 'not-found') return fail(c, 404, ERROR_MESSAGES.notFound);
    if (result === 'already-taken') return fail(c, 409, M.actionAlreadyTaken);
    // The decision stands; 502 tells the admin the mail server, not the request, failed.
    if (result === 'mail-failed') return fail(c, 502, M.mailFailed);
    return done(c, message);
  }

  routes.get('/registrations', registrations, async (c) => {
    const query = pageQuery(c);
    if (!query) return fail(c, 400, ERROR_MESSAGES.badRequest);
    return ok(c, await listPendingRegistrations(deps.db, query));
  });

  routes.get('/registrations/:id', registrations, async (c) => {
    const id = c.req.param('id');
    const detail = isUuid(id) ? await registrationDetail(deps.db, id) : undefined;
    if (!detail) return fail(c, 404, ERROR_MESSAGES.notFound);
    await recordAdminAccess(deps, {
      specialistId: id,
      adminId: c.var.user.id,
      subject: 'registration',
      subjectId: id,
      device: deviceIdOf(c),
      at: deps.onboarding.now(),
    });
    return ok(c, detail);
  });

  routes.post('/registrations/:id/approve', registrations, async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) return fail(c, 404, ERROR_MESSAGES.notFound);
    return answerDecision(c, await approveRegistration(deps, id), M.registrationApproved);
  });

  routes.post('/registrations/:id/reject', registrations, async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) return fail(c, 404, ERROR_MESSAGES.notFound);
    const input = validateBody(c, rejectRegistrationSchema);
    if (!input.ok) return input.response;
    return answerDecision(c, await rejectRegistration(deps, id, input.value.reason), M.registrationRejected);
  });

  routes.get('/specialists', requireRight(RIGHT_CODES.adminSpecialists), async (c) => {
    const status = c.req.query('status');
    const known = (USER_STATUSES as readonly string[]).includes(status ?? '') ? status : undefined;
    const query = pageQuery(c);
    if (!query) return fail(c, 400, ERROR_MESSAGES.badRequest);
    return ok(c, await listSpecialists(deps.db, { ...query, status: known }));
  });

  routes.get('/mail', requireRight(RIGHT_CODES.adminMail), async (c) => {
    const query = pageQuery(c);
    if (!query) return fail(c, 400, ERROR_MESSAGES.badRequest);
    return ok(c, await listMail(deps.db, query));
  });

  // The administrators' own looks at specialists' records (the access log's admin lines).
  routes.get('/access-log', requireRight(RIGHT_CODES.adminSpecialists), async (c) => {
    const query = pageQuery(c);
    if (!query) return fail(c, 400, ERROR_MESSAGES.badRequest);
    return ok(c, await listAdminAccess(deps.db, query));
  });

  return routes;
}

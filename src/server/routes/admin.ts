/**
 * `/api/admin/*`: registrations (pending list, detail, approve, reject), specialists and the mail
 * outbox, each gated by its own admin right.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { RIGHT_CODES } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { rejectRegistrationSchema } from '#core/onboarding/account-links';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import { USER_STATUSES } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { done, fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import {
  listMail,
  listPendingRegistrations,
  listSpecialists,
  type PageQuery,
  registrationDetail,
} from '../onboarding/admin-queries.ts';
import { approveRegistration, type DecisionResult, rejectRegistration } from '../onboarding/decisions.ts';

function pageQuery(c: Context<AppEnv>): PageQuery {
  const page = Number.parseInt(c.req.query('page') ?? '1', 10);
  const size = Number.parseInt(c.req.query('pageSize') ?? String(DEFAULT_PAGE_SIZE), 10);
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    pageSize: Number.isFinite(size) && size > 0 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
    search: (c.req.query('search') ?? '').trim().slice(0, 100),
  };
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function adminRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth(deps));
  const registrations = requireRight(deps, RIGHT_CODES.adminRegistrations);

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

  routes.get('/registrations', registrations, async (c) =>
    ok(c, await listPendingRegistrations(deps.db, pageQuery(c))),
  );

  routes.get('/registrations/:id', registrations, async (c) => {
    const id = c.req.param('id');
    const detail = isUuid(id) ? await registrationDetail(deps.db, id) : undefined;
    return detail ? ok(c, detail) : fail(c, 404, ERROR_MESSAGES.notFound);
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

  routes.get('/specialists', requireRight(deps, RIGHT_CODES.adminSpecialists), async (c) => {
    const status = c.req.query('status');
    const known = (USER_STATUSES as readonly string[]).includes(status ?? '') ? status : undefined;
    return ok(c, await listSpecialists(deps.db, { ...pageQuery(c), status: known }));
  });

  routes.get('/mail', requireRight(deps, RIGHT_CODES.adminMail), async (c) =>
    ok(c, await listMail(deps.db, pageQuery(c))),
  );

  return routes;
}

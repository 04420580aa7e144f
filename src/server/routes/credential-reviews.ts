/**
 * `/api/admin/credential-reviews` (right admin.credentials): the pending credential reviews, one in
 * full, and the decisions on it — accept, or ask for a correction with a note e-mailed to the
 * specialist. A decided review answers 409 "Action already taken".
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { RIGHT_CODES } from '#core/auth';
import { CREDENTIAL_MESSAGES as C } from '#core/credentials/credential-messages';
import { requestCorrectionSchema } from '#core/credentials/credential-review-api';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import type { Message } from '#core/messages';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { recordAdminAccess } from '../access-log/record-admin-access.ts';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import { acceptReview, requestCorrection } from '../credentials/review-decisions.ts';
import { listPendingReviews, reviewDetail } from '../credentials/review-queries.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { deviceIdOf } from '../http/device-id.ts';
import { done, fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import type { DecisionResult } from '../onboarding/decisions.ts';
import { isUuid, pageQuery } from './admin-query.ts';

function answerDecision(c: Context<AppEnv>, result: DecisionResult, message: Message) {
  if (result === 'not-found') return fail(c, 404, C.notFound);
  if (result === 'already-taken') return fail(c, 409, M.actionAlreadyTaken);
  // The decision stands; 502 tells the admin the mail server, not the request, failed.
  if (result === 'mail-failed') return fail(c, 502, M.mailFailed);
  return done(c, message);
}

export function credentialReviewRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth(deps), requireRight(RIGHT_CODES.adminCredentials));

  routes.get('/', async (c) => {
    const query = pageQuery(c);
    if (!query) return fail(c, 400, ERROR_MESSAGES.badRequest);
    return ok(c, await listPendingReviews(deps.db, query));
  });

  routes.get('/:id', async (c) => {
    const id = c.req.param('id');
    const detail = isUuid(id) ? await reviewDetail(deps.db, id) : undefined;
    if (!detail) return fail(c, 404, C.notFound);
    await recordAdminAccess(deps, {
      specialistId: detail.specialistId,
      adminId: c.var.user.id,
      subject: 'credentials',
      subjectId: id,
      device: deviceIdOf(c),
      at: deps.onboarding.now(),
    });
    return ok(c, detail);
  });

  routes.post('/:id/accept', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) return fail(c, 404, C.notFound);
    return answerDecision(c, await acceptReview(deps, id, c.var.user.id), C.accepted);
  });

  routes.post('/:id/correction', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) return fail(c, 404, C.notFound);
    const input = validateBody(c, requestCorrectionSchema);
    if (!input.ok) return input.response;
    const result = await requestCorrection(deps, id, c.var.user.id, input.value.note);
    return answerDecision(c, result, C.correctionRequested);
  });

  return routes;
}

/**
 * `/api/password/*`: forgot (the same answer, after the same work, whether or not the e-mail is
 * known: the lookup and the mail run after answering; rate limited per client and per address) and
 * the 24-hour single-use reset link.
 */
import { Hono } from 'hono';
import { forgotPasswordSchema, resetPasswordSchema } from '#core/onboarding/account-links';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { findUserByEmail } from '../auth/users.ts';
import type { AppDeps } from '../deps.ts';
import { afterAnswer } from '../http/after-answer.ts';
import type { AppEnv } from '../http/app-env.ts';
import { done } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { errorFields } from '../log.ts';
import { answerLinkCheck, refuseLink } from '../onboarding/link-answers.ts';
import { checkLink, resetPassword, sendResetLink } from '../onboarding/link-pages.ts';

export function passwordRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { rateLimiter } = deps.onboarding;

  routes.post('/forgot', rateLimiter.perClient('reset'), async (c) => {
    const input = validateBody(c, forgotPasswordSchema);
    if (!input.ok) return input.response;
    // Counted for every address, known or not, so a 429 reveals nothing either.
    const perAddress = await rateLimiter.hit('resetEmail', input.value.email);
    if (!perAddress.allowed) return rateLimiter.refuse(c, perAddress);
    // Even the lookup waits for the answer to leave: until then a known and an unknown address cost
    // exactly the same, so neither the answer nor its timing tells them apart.
    const { email } = input.value;
    const requestId = c.var.requestId;
    afterAnswer(
      c,
      async () => sendResetLink(deps, await findUserByEmail(deps.db, email)),
      (error) => deps.log.error('reset mail failed', { ...errorFields(error), requestId }),
    );
    return done(c, M.resetRequested);
  });

  routes.get('/reset/:token', rateLimiter.perClient('link'), async (c) =>
    answerLinkCheck(
      c,
      await checkLink(deps.db, c.req.param('token'), 'reset_password', deps.onboarding.now()),
    ),
  );

  routes.post('/reset/:token', rateLimiter.perClient('link'), async (c) => {
    const state = await checkLink(deps.db, c.req.param('token'), 'reset_password', deps.onboarding.now());
    if (state.status !== 'valid') return refuseLink(c, state.status);
    const input = validateBody(c, resetPasswordSchema);
    if (!input.ok) return input.response;
    if (!(await resetPassword(deps, state, input.value.password))) return refuseLink(c, 'used');
    return done(c, M.resetDone);
  });

  return routes;
}

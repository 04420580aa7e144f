/**
 * `/api/onboarding/*`: the create-password and agreement links (24 h / single-use, "Action already
 * taken"), then Step 2 of the profile for a signed-in specialist holding `onboarding` (or `office`,
 * to edit later), each step refused with 409 until the previous ones are filed.
 */
import type { Context, Next } from 'hono';
import { Hono } from 'hono';
import { RIGHT_CODES } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { agreementSchema, createPasswordSchema } from '#core/onboarding/account-links';
import {
  type AgreementData,
  type CreatePasswordData,
  ONBOARDING_RIGHT,
  type ProfileState,
} from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import {
  basicInfoStepSchema,
  editSessionSchema,
  photoStepSchema,
  sessionStepSchema,
} from '#core/onboarding/profile-completion';
import { requireAuth } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { translate } from '../i18n.ts';
import { holdsRight } from '../onboarding/caller.ts';
import { answerLinkCheck, refuseLink } from '../onboarding/link-answers.ts';
import { acceptAgreement, checkLink, createPassword } from '../onboarding/link-pages.ts';
import { findProfile, profileState } from '../onboarding/profile-state.ts';
import {
  editSessionStep,
  type StepResult,
  saveBasicInfoStep,
  savePhotoStep,
  saveSessionStep,
} from '../onboarding/profile-steps.ts';

function withMessage<T>(c: Context<AppEnv>, data: T, message: Parameters<typeof translate>[1]): Response {
  return c.json({ success: true, message: translate(c.var.i18n, message), data }, 200);
}

export function onboardingRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { rateLimiter } = deps.onboarding;
  const now = () => deps.onboarding.now();

  routes.get('/create-password/:token', rateLimiter.perClient('link'), async (c) =>
    answerLinkCheck(c, await checkLink(deps.db, c.req.param('token'), 'create_password', now())),
  );

  routes.post('/create-password/:token', rateLimiter.perClient('link'), async (c) => {
    const state = await checkLink(deps.db, c.req.param('token'), 'create_password', now());
    if (state.status !== 'valid') return refuseLink(c, state.status);
    const input = validateBody(c, createPasswordSchema);
    if (!input.ok) return input.response;
    if (!(await createPassword(deps, state, input.value.password))) return refuseLink(c, 'used');
    return withMessage<CreatePasswordData>(c, { email: state.user.email }, M.passwordCreated);
  });

  routes.get('/agreement/:token', rateLimiter.perClient('link'), async (c) =>
    answerLinkCheck(c, await checkLink(deps.db, c.req.param('token'), 'agreement', now())),
  );

  routes.post('/agreement/:token', rateLimiter.perClient('link'), async (c) => {
    const state = await checkLink(deps.db, c.req.param('token'), 'agreement', now());
    if (state.status !== 'valid') return refuseLink(c, state.status);
    const input = validateBody(c, agreementSchema, { emptyAs: {} });
    if (!input.ok) return input.response;
    if (!(await acceptAgreement(deps, state))) return refuseLink(c, 'used');
    return withMessage<AgreementData>(
      c,
      { userId: state.user.id, email: state.user.email },
      M.agreementAccepted,
    );
  });

  // Step 2: only the specialist themself, while completing (onboarding) or afterwards (office).
  const profileGuard = async (c: Context<AppEnv>, next: Next) => {
    const userId = c.var.user.id;
    const allowed =
      (await holdsRight(deps.db, userId, ONBOARDING_RIGHT)) ||
      (await holdsRight(deps.db, userId, RIGHT_CODES.office));
    if (!allowed) return fail(c, 403, ERROR_MESSAGES.forbidden);
    return next();
  };
  routes.use('/profile', requireAuth(deps), profileGuard);
  routes.use('/profile/*', requireAuth(deps), profileGuard);

  async function answerStep(c: Context<AppEnv>, result: StepResult): Promise<Response> {
    if (result === 'out-of-order') return fail(c, 409, M.stepOutOfOrder);
    if (typeof result === 'object') {
      return fail(c, 400, ERROR_MESSAGES.badRequest, {
        [result.badFile]: translate(c.var.i18n, M.fileUnknown),
      });
    }
    const profile = await findProfile(deps.db, c.var.user.id);
    if (!profile) return fail(c, 404, ERROR_MESSAGES.notFound);
    const state = await profileState(deps.db, profile);
    if (result === 'completed') return withMessage<ProfileState>(c, state, M.profileCompleted);
    return c.json({ success: true, data: state }, 200);
  }

  routes.get('/profile', async (c) => {
    const profile = await findProfile(deps.db, c.var.user.id);
    if (!profile) return fail(c, 404, ERROR_MESSAGES.notFound);
    return c.json({ success: true, data: await profileState(deps.db, profile) }, 200);
  });

  routes.put('/profile/photo', async (c) => {
    const input = validateBody(c, photoStepSchema);
    if (!input.ok) return input.response;
    const profile = await findProfile(deps.db, c.var.user.id);
    if (!profile) return fail(c, 404, ERROR_MESSAGES.notFound);
    return answerStep(c, await savePhotoStep(deps.db, profile, input.value, now()));
  });

  routes.put('/profile/basic-info', async (c) => {
    const input = validateBody(c, basicInfoStepSchema);
    if (!input.ok) return input.response;
    const profile = await findProfile(deps.db, c.var.user.id);
    if (!profile) return fail(c, 404, ERROR_MESSAGES.notFound);
    return answerStep(c, await saveBasicInfoStep(deps.db, profile, input.value, now()));
  });

  routes.put('/profile/session', async (c) => {
    const input = validateBody(c, sessionStepSchema);
    if (!input.ok) return input.response;
    const profile = await findProfile(deps.db, c.var.user.id);
    if (!profile) return fail(c, 404, ERROR_MESSAGES.notFound);
    return answerStep(c, await saveSessionStep(deps.db, deps.sessions, profile, input.value, now()));
  });

  routes.patch('/profile/session', async (c) => {
    const input = validateBody(c, editSessionSchema);
    if (!input.ok) return input.response;
    const profile = await findProfile(deps.db, c.var.user.id);
    if (!profile) return fail(c, 404, ERROR_MESSAGES.notFound);
    return answerStep(c, await editSessionStep(deps.db, profile, input.value, now()));
  });

  return routes;
}

/**
 * `/api/account/security/*`: the signed-in user's two-factor sign-in (specialists and admins alike).
 * Starting a setup, turning it off and renewing the recovery codes ask for the password again, so a
 * device left signed in cannot change how its owner signs in; the app's first code confirms a setup.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  confirmPasswordSchema,
  confirmTotpSchema,
  TWO_FACTOR_MESSAGES as M,
  type RecoveryCodes,
  type SecurityStatus,
  type TotpSetup,
} from '#core/two-factor';
import { requireAuth } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { findUserById } from '../auth/users.ts';
import type { AppDeps } from '../deps.ts';
import { afterAnswer } from '../http/after-answer.ts';
import type { AppEnv } from '../http/app-env.ts';
import { done, fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { translate } from '../i18n.ts';
import { errorFields } from '../log.ts';
import { countRecoveryCodesLeft, renewRecoveryCodes } from '../two-factor/recovery-codes.ts';
import { totpUri } from '../two-factor/totp.ts';
import {
  confirmTotpSetup,
  findTotpFactor,
  removeSecondFactors,
  startTotpSetup,
} from '../two-factor/totp-factors.ts';
import { mailTwoFactorChange } from '../two-factor/two-factor-mail.ts';
import { isTwoFactorRequired } from '../two-factor/two-factor-policy.ts';

export function accountSecurityRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { rateLimiter } = deps.onboarding;
  routes.use('*', requireAuth(deps));

  /** Undefined when the password is the user's; else the refusal to answer. */
  async function refuseWrongPassword(c: Context<AppEnv>, password: string): Promise<Response | undefined> {
    const user = await findUserById(deps.db, c.var.user.id);
    const checked = await deps.passwordGate.run(() => verifyPassword(user?.passwordHash, password));
    if (!checked.ok)
      return rateLimiter.refuse(c, { allowed: false, retryAfterSeconds: checked.retryAfterSeconds });
    if (checked.value) return undefined;
    return fail(c, 400, M.passwordIncorrect, { password: translate(c.var.i18n, M.passwordIncorrect) });
  }

  routes.get('/', async (c) => {
    const userId = c.var.user.id;
    const factor = await findTotpFactor(deps.db, userId);
    return ok<SecurityStatus>(c, {
      totpEnabledAt: factor?.confirmedAt?.toISOString() ?? null,
      recoveryCodesLeft: factor?.confirmedAt ? await countRecoveryCodesLeft(deps.db, userId) : 0,
      required: await isTwoFactorRequired(deps.db, c.var.user.userType),
    });
  });

  routes.post('/totp', rateLimiter.perClient('signIn'), async (c) => {
    const input = validateBody(c, confirmPasswordSchema);
    if (!input.ok) return input.response;
    const refusal = await refuseWrongPassword(c, input.value.password);
    if (refusal) return refusal;
    const secret = await startTotpSetup(deps, c.var.user.id);
    if (!secret) return fail(c, 409, M.alreadyEnabled);
    const user = await findUserById(deps.db, c.var.user.id);
    return ok<TotpSetup>(c, { secret, uri: totpUri(secret, user?.email ?? '') });
  });

  routes.post('/totp/confirm', rateLimiter.perClient('signIn'), async (c) => {
    const input = validateBody(c, confirmTotpSchema);
    if (!input.ok) return input.response;
    const userId = c.var.user.id;
    const outcome = await confirmTotpSetup(deps, userId, input.value.code, deps.onboarding.now());
    if (outcome === 'expired') return fail(c, 409, M.setupExpired);
    if (outcome === 'invalid')
      return fail(c, 400, M.codeInvalid, { code: translate(c.var.i18n, M.codeInvalid) });
    const codes = await renewRecoveryCodes(deps.db, userId);
    return c.json({
      success: true,
      message: translate(c.var.i18n, M.enabled),
      data: { codes } satisfies RecoveryCodes,
    });
  });

  routes.delete('/totp', rateLimiter.perClient('signIn'), async (c) => {
    const input = validateBody(c, confirmPasswordSchema);
    if (!input.ok) return input.response;
    if (await isTwoFactorRequired(deps.db, c.var.user.userType)) return fail(c, 409, M.requiredByAdmin);
    const refusal = await refuseWrongPassword(c, input.value.password);
    if (refusal) return refusal;
    const userId = c.var.user.id;
    if (!(await removeSecondFactors(deps.db, userId))) return fail(c, 409, M.notEnabled);
    const requestId = c.var.requestId;
    afterAnswer(
      c,
      () => mailTwoFactorChange(deps, userId, 'two-factor-off'),
      (error) => deps.log.error('two-factor mail failed', { ...errorFields(error), requestId }),
    );
    return done(c, M.disabled);
  });

  routes.post('/recovery-codes', rateLimiter.perClient('signIn'), async (c) => {
    const input = validateBody(c, confirmPasswordSchema);
    if (!input.ok) return input.response;
    const refusal = await refuseWrongPassword(c, input.value.password);
    if (refusal) return refusal;
    const userId = c.var.user.id;
    if (!(await findTotpFactor(deps.db, userId))?.confirmedAt) return fail(c, 409, M.notEnabled);
    const codes = await renewRecoveryCodes(deps.db, userId);
    return c.json({
      success: true,
      message: translate(c.var.i18n, M.recoveryCodesRenewed),
      data: { codes } satisfies RecoveryCodes,
    });
  });

  return routes;
}

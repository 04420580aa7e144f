/**
 * `/api/account/security/*`: the signed-in user's two-factor sign-in (specialists and admins alike):
 * an authenticator app, passkeys, recovery codes. Adding a factor, removing one and renewing the codes
 * ask for the password again (a passkey's answer proves the device instead), so a device left signed
 * in cannot change how its owner signs in; an authenticator's first code confirms its setup.
 */
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  confirmPasswordSchema,
  confirmTotpSchema,
  TWO_FACTOR_MESSAGES as M,
  type RecoveryCodes,
  type RegisteredPasskey,
  registerPasskeySchema,
  type SecurityStatus,
  type TotpSetup,
} from '#core/two-factor';
import { refuseWrongPassword } from '../auth/confirm-password.ts';
import { requireAuth } from '../auth/middleware.ts';
import { findUserById } from '../auth/users.ts';
import type { AppDeps } from '../deps.ts';
import { afterAnswer } from '../http/after-answer.ts';
import type { AppEnv } from '../http/app-env.ts';
import { done, fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { translate } from '../i18n.ts';
import { errorFields } from '../log.ts';
import {
  dropRecoveryCodesIfNoFactor,
  hasSecondFactor,
  removeTotp,
  secondFactorsOf,
} from '../two-factor/factors.ts';
import { listPasskeys, registerPasskey, registrationOptions, removePasskey } from '../two-factor/passkeys.ts';
import { countRecoveryCodesLeft, renewRecoveryCodes } from '../two-factor/recovery-codes.ts';
import { totpUri } from '../two-factor/totp.ts';
import { confirmTotpSetup, findTotpFactor, startTotpSetup } from '../two-factor/totp-factors.ts';
import { mailTwoFactorChange } from '../two-factor/two-factor-mail.ts';
import { isTwoFactorRequired } from '../two-factor/two-factor-policy.ts';

export function accountSecurityRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { rateLimiter } = deps.onboarding;
  const limited = rateLimiter.perClient('signIn');
  routes.use('*', requireAuth(deps));

  /** The account's first factor brings the recovery codes; later ones keep those it has. */
  async function codesForNewFactor(userId: string, hadFactor: boolean): Promise<string[]> {
    return hadFactor ? [] : renewRecoveryCodes(deps.db, userId);
  }

  /** A removal that leaves no factor is e-mailed: a change the owner did not make means a stolen password. */
  async function afterRemoval(c: Context<AppEnv>, userId: string) {
    if (!(await dropRecoveryCodesIfNoFactor(deps.db, userId))) return;
    const requestId = c.var.requestId;
    afterAnswer(
      c,
      () => mailTwoFactorChange(deps, userId, 'two-factor-off'),
      (error) => deps.log.error('two-factor mail failed', { ...errorFields(error), requestId }),
    );
  }

  /** A required factor: the last one cannot go. */
  async function isLastRequiredFactor(c: Context<AppEnv>, remaining: number): Promise<boolean> {
    return remaining === 0 && (await isTwoFactorRequired(deps.db, c.var.user.userType));
  }

  routes.get('/', async (c) => {
    const userId = c.var.user.id;
    const [factor, keys] = await Promise.all([
      findTotpFactor(deps.db, userId),
      listPasskeys(deps.db, userId),
    ]);
    const isOn = factor?.confirmedAt != null || keys.length > 0;
    return ok<SecurityStatus>(c, {
      totpEnabledAt: factor?.confirmedAt?.toISOString() ?? null,
      recoveryCodesLeft: isOn ? await countRecoveryCodesLeft(deps.db, userId) : 0,
      passkeys: keys,
      required: await isTwoFactorRequired(deps.db, c.var.user.userType),
    });
  });

  routes.post('/totp', limited, async (c) => {
    const input = validateBody(c, confirmPasswordSchema);
    if (!input.ok) return input.response;
    const refusal = await refuseWrongPassword(deps, c, input.value.password);
    if (refusal) return refusal;
    const secret = await startTotpSetup(deps, c.var.user.id);
    if (!secret) return fail(c, 409, M.alreadyEnabled);
    const user = await findUserById(deps.db, c.var.user.id);
    return ok<TotpSetup>(c, { secret, uri: totpUri(secret, user?.email ?? '') });
  });

  routes.post('/totp/confirm', limited, async (c) => {
    const input = validateBody(c, confirmTotpSchema);
    if (!input.ok) return input.response;
    const userId = c.var.user.id;
    const hadFactor = hasSecondFactor(await secondFactorsOf(deps.db, userId));
    const outcome = await confirmTotpSetup(deps, userId, input.value.code, deps.onboarding.now());
    if (outcome === 'expired') return fail(c, 409, M.setupExpired);
    if (outcome === 'invalid')
      return fail(c, 400, M.codeInvalid, { code: translate(c.var.i18n, M.codeInvalid) });
    const codes = await codesForNewFactor(userId, hadFactor);
    return c.json({
      success: true,
      message: translate(c.var.i18n, M.enabled),
      data: { codes } satisfies RecoveryCodes,
    });
  });

  routes.delete('/totp', limited, async (c) => {
    const input = validateBody(c, confirmPasswordSchema);
    if (!input.ok) return input.response;
    const userId = c.var.user.id;
    if (await isLastRequiredFactor(c, (await secondFactorsOf(deps.db, userId)).passkeys)) {
      return fail(c, 409, M.requiredByAdmin);
    }
    const refusal = await refuseWrongPassword(deps, c, input.value.password);
    if (refusal) return refusal;
    if (!(await removeTotp(deps.db, userId))) return fail(c, 409, M.notEnabled);
    await afterRemoval(c, userId);
    return done(c, M.disabled);
  });

  routes.post('/recovery-codes', limited, async (c) => {
    const input = validateBody(c, confirmPasswordSchema);
    if (!input.ok) return input.response;
    const refusal = await refuseWrongPassword(deps, c, input.value.password);
    if (refusal) return refusal;
    const userId = c.var.user.id;
    if (!hasSecondFactor(await secondFactorsOf(deps.db, userId))) return fail(c, 409, M.notEnabled);
    const codes = await renewRecoveryCodes(deps.db, userId);
    return c.json({
      success: true,
      message: translate(c.var.i18n, M.recoveryCodesRenewed),
      data: { codes } satisfies RecoveryCodes,
    });
  });

  routes.post('/passkeys/options', limited, async (c) => {
    const input = validateBody(c, confirmPasswordSchema);
    if (!input.ok) return input.response;
    const refusal = await refuseWrongPassword(deps, c, input.value.password);
    if (refusal) return refusal;
    const user = await findUserById(deps.db, c.var.user.id);
    if (!user) return fail(c, 401, M.passkeyRefused);
    return ok(c, await registrationOptions(deps, user));
  });

  routes.post('/passkeys', limited, async (c) => {
    const input = validateBody(c, registerPasskeySchema);
    if (!input.ok) return input.response;
    const userId = c.var.user.id;
    const hadFactor = hasSecondFactor(await secondFactorsOf(deps.db, userId));
    const { name, response } = input.value;
    // The schema checks the envelope; the library checks everything inside (or refuses).
    const passkey = await registerPasskey(
      deps,
      userId,
      name,
      response as unknown as RegistrationResponseJSON,
    );
    if (!passkey) return fail(c, 400, M.passkeyRefused);
    const recoveryCodes = await codesForNewFactor(userId, hadFactor);
    const data: RegisteredPasskey = recoveryCodes.length > 0 ? { passkey, recoveryCodes } : { passkey };
    return c.json({ success: true, message: translate(c.var.i18n, M.passkeyAdded), data }, 201);
  });

  routes.delete('/passkeys/:id', limited, async (c) => {
    const input = validateBody(c, confirmPasswordSchema);
    if (!input.ok) return input.response;
    const userId = c.var.user.id;
    const factors = await secondFactorsOf(deps.db, userId);
    if (await isLastRequiredFactor(c, factors.passkeys - 1 + (factors.totp ? 1 : 0))) {
      return fail(c, 409, M.requiredByAdmin);
    }
    const refusal = await refuseWrongPassword(deps, c, input.value.password);
    if (refusal) return refusal;
    if (!(await removePasskey(deps.db, userId, c.req.param('id')))) return fail(c, 404, M.passkeyUnknown);
    await afterRemoval(c, userId);
    return done(c, M.passkeyRemoved);
  });

  return routes;
}

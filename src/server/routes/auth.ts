/**
 * `/api/auth/*`: sign-in (argon2id check, throttled per account and client, new refresh-token
 * family; with two-factor sign-in on, a challenge the second step answers with a code), unlock (the owner's e-mailed link after many failures), sign-out (revokes the access
 * token's session and the family of the given refresh token) and me (the current user and rights).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { AUTH_MESSAGES, type AuthUser, type Right, signInSchema, unlockSignInSchema } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import {
  challengeSchema,
  type SecondFactorAnswer,
  type SecondFactorChallenge,
  secondFactorSchema,
  type TotpSetup,
  TWO_FACTOR_MESSAGES,
} from '#core/two-factor';
import { requireAuth } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { revokeFamilyOf, revokeSession, startFamily } from '../auth/refresh-tokens.ts';
import { signInAnswer } from '../auth/session.ts';
import { createSignInThrottle } from '../auth/sign-in-throttle.ts';
import { sendUnlockMail, unlockSignIn } from '../auth/unlock-sign-in.ts';
import { findUserByEmail, findUserById, isActive, listRights, toAuthUser } from '../auth/users.ts';
import type { AppDeps } from '../deps.ts';
import { afterAnswer } from '../http/after-answer.ts';
import type { AppEnv } from '../http/app-env.ts';
import { done, fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { translate } from '../i18n.ts';
import { errorFields } from '../log.ts';
import { refuseLink } from '../onboarding/link-answers.ts';
import { checkSecondStep, secondStepFor } from '../two-factor/second-step.ts';
import { attemptSignInChallenge, closeSignInChallenge } from '../two-factor/sign-in-challenges.ts';
import { totpUri } from '../two-factor/totp.ts';
import { startTotpSetup } from '../two-factor/totp-factors.ts';

// Not in #core yet: the sign-out body. An absent refresh token only ends nothing server-side.
const signOutSchema = v.strictObject({
  refreshToken: v.optional(v.pipe(v.string(), v.minLength(20), v.maxLength(200))),
});

export type MeData = { user: AuthUser; rights: Right[] };

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const { rateLimiter } = deps.onboarding;
  const throttle = createSignInThrottle({ db: deps.db, rateLimiter, now: deps.onboarding.now });

  routes.post('/sign-in', rateLimiter.perClient('signIn'), async (c) => {
    const input = validateBody(c, signInSchema);
    if (!input.ok) return input.response;
    const { email, password } = input.value;
    const client = rateLimiter.clientAddress(c);
    // Only this client waits after its own failures: nobody can lock the owner out from elsewhere.
    const slowed = await throttle.check(email, client);
    if (!slowed.allowed) return rateLimiter.refuse(c, slowed);
    const user = await findUserByEmail(deps.db, email);
    // Always one argon2 verification, so timing does not tell unknown e-mails from wrong passwords;
    // in turn with the other sign-ins', so a storm of them cannot take every core.
    const checked = await deps.passwordGate.run(() => verifyPassword(user?.passwordHash, password));
    if (!checked.ok)
      return rateLimiter.refuse(c, { allowed: false, retryAfterSeconds: checked.retryAfterSeconds });
    const isPasswordRight = checked.value;
    if (!user || !isPasswordRight) {
      // Counted for unknown addresses too, so the answers (429 included) reveal nothing.
      const { isUnderAttack } = await throttle.recordFailure(email, client);
      if (isUnderAttack && user) {
        const requestId = c.var.requestId;
        afterAnswer(
          c,
          () => sendUnlockMail(deps, user),
          (error) => deps.log.error('unlock mail failed', { ...errorFields(error), requestId }),
        );
      }
      return fail(c, 401, AUTH_MESSAGES.invalidCredentials);
    }
    // Only a pair with failures on record has a row to clear: the common sign-in writes nothing.
    if (slowed.hasFailures) await throttle.recordSuccess(email, client);
    if (!isActive(user)) return fail(c, 403, AUTH_MESSAGES.accountInactive);
    const secondStep = await secondStepFor(deps, user, deps.onboarding.now());
    if (secondStep) return ok<SecondFactorChallenge>(c, secondStep);
    const refresh = await startFamily(deps.db, user.id);
    return ok(c, await signInAnswer(deps, user, refresh));
  });

  // The second step: a code for the challenge the password step answered. Each challenge takes a few
  // codes, then the password is asked again, so guessing goes through the sign-in throttle.
  routes.post('/second-factor', rateLimiter.perClient('signIn'), async (c) => {
    const input = validateBody(c, secondFactorSchema);
    if (!input.ok) return input.response;
    const { challenge, code } = input.value;
    const now = deps.onboarding.now();
    const userId = await attemptSignInChallenge(deps.db, challenge, now);
    if (!userId) return fail(c, 401, TWO_FACTOR_MESSAGES.challengeExpired);
    const outcome = await checkSecondStep(deps, userId, code, now);
    if (!outcome.passed) {
      const message = TWO_FACTOR_MESSAGES.codeInvalid;
      return fail(c, 401, message, { code: translate(c.var.i18n, message) });
    }
    // Closing is the last check: of two requests racing with one challenge, one signs in.
    if (!(await closeSignInChallenge(deps.db, challenge)))
      return fail(c, 401, TWO_FACTOR_MESSAGES.challengeExpired);
    const user = await findUserById(deps.db, userId);
    if (!user || !isActive(user)) return fail(c, 403, AUTH_MESSAGES.accountInactive);
    const refresh = await startFamily(deps.db, user.id);
    const answer = await signInAnswer(deps, user, refresh);
    const { recoveryCodes } = outcome;
    return ok<SecondFactorAnswer>(c, recoveryCodes ? { ...answer, recoveryCodes } : answer);
  });

  // A setup as the second step, for a specialist the administrator requires one of: the challenge
  // is the credential (the password was right), and the first code confirms it (above).
  routes.post('/second-factor/setup', rateLimiter.perClient('signIn'), async (c) => {
    const input = validateBody(c, challengeSchema);
    if (!input.ok) return input.response;
    const userId = await attemptSignInChallenge(deps.db, input.value.challenge, deps.onboarding.now());
    if (!userId) return fail(c, 401, TWO_FACTOR_MESSAGES.challengeExpired);
    const secret = await startTotpSetup(deps, userId);
    if (!secret) return fail(c, 409, TWO_FACTOR_MESSAGES.alreadyEnabled);
    const user = await findUserById(deps.db, userId);
    return ok<TotpSetup>(c, { secret, uri: totpUri(secret, user?.email ?? '') });
  });

  routes.post('/unlock', rateLimiter.perClient('link'), async (c) => {
    const input = validateBody(c, unlockSignInSchema);
    if (!input.ok) return input.response;
    const outcome = await unlockSignIn(deps, throttle, input.value.token);
    if (outcome !== 'unlocked') return refuseLink(c, outcome);
    return done(c, AUTH_MESSAGES.signInUnlocked);
  });

  routes.post('/sign-out', requireAuth(deps), async (c) => {
    const input = validateBody(c, signOutSchema, { emptyAs: {} });
    if (!input.ok) return input.response;
    // The access token's own session always ends, so its JWT stops working even without a body.
    await revokeSession(deps.db, deps.sessions, { userId: c.var.user.id, familyId: c.var.user.sessionId });
    if (input.value.refreshToken) {
      await revokeFamilyOf(deps.db, deps.sessions, {
        userId: c.var.user.id,
        token: input.value.refreshToken,
      });
    }
    return done(c);
  });

  routes.get('/me', requireAuth(deps), async (c) => {
    const user = await findUserById(deps.db, c.var.user.id);
    if (!user) return fail(c, 401, ERROR_MESSAGES.unauthorized);
    return ok<MeData>(c, { user: toAuthUser(user), rights: await listRights(deps.db, user.id) });
  });

  return routes;
}

/**
 * `/api/auth/*` with passkeys: the second step of a password sign-in (`second-factor/passkey`), and a
 * sign-in with a passkey alone (`passkey`), which must verify its user (PIN or biometrics): possession
 * and that check are two factors already, so no other step follows.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { AUTH_MESSAGES } from '#core/auth';
import {
  challengeSchema,
  TWO_FACTOR_MESSAGES as M,
  passkeySecondFactorSchema,
  passkeySignInSchema,
} from '#core/two-factor';
import { startFamily } from '../auth/refresh-tokens.ts';
import { signInAnswer } from '../auth/session.ts';
import { findUserById, isActive } from '../auth/users.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { authenticationOptions, checkPasskey, type PasskeyCheck } from '../two-factor/passkeys.ts';
import { attemptSignInChallenge, closeSignInChallenge } from '../two-factor/sign-in-challenges.ts';

// The schema checks the envelope; the library checks everything inside (or refuses).
const asAuthentication = (response: unknown) => response as AuthenticationResponseJSON;

export function passkeySignInRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limited = deps.onboarding.rateLimiter.perClient('signIn');

  async function signInAs(c: Context<AppEnv>, userId: string) {
    const user = await findUserById(deps.db, userId);
    if (!user || !isActive(user)) return fail(c, 403, AUTH_MESSAGES.accountInactive);
    return ok(c, await signInAnswer(deps, user, await startFamily(deps.db, user.id)));
  }

  function refuse(c: Context<AppEnv>, check: Exclude<PasskeyCheck, { userId: string }>) {
    return fail(c, 401, check.refused === 'unknown' ? M.passkeyUnknown : M.passkeyRefused);
  }

  routes.post('/second-factor/passkey/options', limited, async (c) => {
    const input = validateBody(c, challengeSchema);
    if (!input.ok) return input.response;
    const userId = await attemptSignInChallenge(deps.db, input.value.challenge, deps.onboarding.now());
    if (!userId) return fail(c, 401, M.challengeExpired);
    return ok(c, await authenticationOptions(deps, 'second-factor', userId));
  });

  routes.post('/second-factor/passkey', limited, async (c) => {
    const input = validateBody(c, passkeySecondFactorSchema);
    if (!input.ok) return input.response;
    const { challenge, response } = input.value;
    const userId = await attemptSignInChallenge(deps.db, challenge, deps.onboarding.now());
    if (!userId) return fail(c, 401, M.challengeExpired);
    const check = await checkPasskey(deps, 'second-factor', userId, asAuthentication(response));
    if ('refused' in check) return refuse(c, check);
    if (!(await closeSignInChallenge(deps.db, challenge))) return fail(c, 401, M.challengeExpired);
    return signInAs(c, userId);
  });

  routes.post('/passkey/options', limited, async (c) =>
    ok(c, await authenticationOptions(deps, 'sign-in', null)),
  );

  routes.post('/passkey', limited, async (c) => {
    const input = validateBody(c, passkeySignInSchema);
    if (!input.ok) return input.response;
    const check = await checkPasskey(deps, 'sign-in', null, asAuthentication(input.value.response));
    if ('refused' in check) return refuse(c, check);
    return signInAs(c, check.userId);
  });

  return routes;
}

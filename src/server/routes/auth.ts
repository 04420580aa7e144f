/**
 * `/api/auth/*`: sign-in (argon2id check, new refresh-token family), sign-out (revokes the access
 * token's session and the family of the given refresh token) and me (the current user and rights).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { AUTH_MESSAGES, type AuthUser, type Right, signInSchema } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { requireAuth } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { revokeFamilyOf, revokeSession, startFamily } from '../auth/refresh-tokens.ts';
import { signInAnswer } from '../auth/session.ts';
import { findUserByEmail, findUserById, isActive, listRights, toAuthUser } from '../auth/users.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { done, fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';

// Not in #core yet: the sign-out body. An absent refresh token only ends nothing server-side.
const signOutSchema = v.strictObject({
  refreshToken: v.optional(v.pipe(v.string(), v.minLength(20), v.maxLength(200))),
});

export type MeData = { user: AuthUser; rights: Right[] };

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const { rateLimiter } = deps.onboarding;
  routes.post('/sign-in', rateLimiter.perClient('signIn'), async (c) => {
    const input = validateBody(c, signInSchema);
    if (!input.ok) return input.response;
    // Failures per address as well: guessing one account's password from many clients stays slow.
    const lockout = await rateLimiter.peek('signInEmail', input.value.email);
    if (!lockout.allowed) return rateLimiter.refuse(c, lockout);
    const user = await findUserByEmail(deps.db, input.value.email);
    // Always one argon2 verification, so timing does not tell unknown e-mails from wrong passwords.
    const isPasswordRight = await verifyPassword(user?.passwordHash, input.value.password);
    if (!user || !isPasswordRight) {
      await rateLimiter.hit('signInEmail', input.value.email);
      return fail(c, 401, AUTH_MESSAGES.invalidCredentials);
    }
    if (!isActive(user)) return fail(c, 403, AUTH_MESSAGES.accountInactive);
    const refresh = await startFamily(deps.db, user.id);
    return ok(c, await signInAnswer(deps, user, refresh));
  });

  routes.post('/sign-out', requireAuth(deps), async (c) => {
    const input = validateBody(c, signOutSchema, { emptyAs: {} });
    if (!input.ok) return input.response;
    // The access token's own session always ends, so its JWT stops working even without a body.
    await revokeSession(deps.db, { userId: c.var.user.id, familyId: c.var.user.sessionId });
    if (input.value.refreshToken) {
      await revokeFamilyOf(deps.db, { userId: c.var.user.id, token: input.value.refreshToken });
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

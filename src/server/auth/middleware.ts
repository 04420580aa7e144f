/**
 * Route guards. requireAuth: a valid Bearer access token whose user is still active right now (the
 * database is re-read, so disabling an account takes effect before its JWT expires). requireRight:
 * the user holds the right in user_rights.
 */
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { RightCode } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import type { Db } from '../db/client.ts';
import { userRights } from '../db/schema.ts';
import type { AppEnv, AuthenticatedUser } from '../http/app-env.ts';
import { fail } from '../http/envelope.ts';
import { verifyAccessToken } from './access-token.ts';
import { findUserById, isActive } from './users.ts';

export type AuthDeps = { db: Db; jwtSecret: string };

/** Shared by HTTP and the WebSocket: the user type comes from the database, never from the token. */
export async function authenticateAccessToken(
  deps: AuthDeps,
  token: string,
): Promise<AuthenticatedUser | undefined> {
  const userId = await verifyAccessToken(deps.jwtSecret, token);
  if (!userId) return undefined;
  const user = await findUserById(deps.db, userId);
  if (!user || !isActive(user)) return undefined;
  return { id: user.id, userType: user.userType };
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export function requireAuth(deps: AuthDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const user = token ? await authenticateAccessToken(deps, token) : undefined;
    if (!user) return fail(c, 401, ERROR_MESSAGES.unauthorized);
    c.set('user', user);
    return next();
  };
}

/** Use after requireAuth. */
export function requireRight(deps: AuthDeps, code: RightCode): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const [right] = await deps.db
      .select({ code: userRights.code })
      .from(userRights)
      .where(and(eq(userRights.userId, c.var.user.id), eq(userRights.code, code)));
    if (!right) return fail(c, 403, ERROR_MESSAGES.forbidden);
    return next();
  };
}

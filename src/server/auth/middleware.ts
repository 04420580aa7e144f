/**
 * Route guards. requireAuth: a valid Bearer access token whose session (refresh-token family) is
 * still live and whose user is still active, both read in one query per request, so sign-out,
 * revocation, a password reset or disabling the account end the JWT at once. requireRight: the user
 * holds the right in user_rights, as read by that same query (no round trip of its own).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { RightCode } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import type { Db } from '../db/client.ts';
import { refreshTokens, userRights, users } from '../db/schema.ts';
import type { AppEnv, AuthenticatedUser } from '../http/app-env.ts';
import { fail } from '../http/envelope.ts';
import { verifyAccessToken } from './access-token.ts';

export type AuthDeps = { db: Db; jwtSecret: string };

/**
 * Shared by HTTP and the WebSocket: the user type comes from the database, never from the token.
 * One round trip: the user row joined to a live row of the token's session (any row of the family
 * will do: revocation marks them all, and they share the family's expiry), with the user's rights.
 */
export async function authenticateAccessToken(
  deps: AuthDeps,
  token: string,
): Promise<AuthenticatedUser | undefined> {
  const claims = await verifyAccessToken(deps.jwtSecret, token);
  if (!claims) return undefined;
  const [row] = await deps.db
    .select({
      id: users.id,
      userType: users.userType,
      rights: sql<
        string[]
      >`coalesce((select array_agg(${userRights.code}) from ${userRights} where ${userRights.userId} = ${users.id})::text[], '{}')`,
    })
    .from(users)
    .innerJoin(
      refreshTokens,
      and(eq(refreshTokens.familyId, claims.sessionId), eq(refreshTokens.userId, users.id)),
    )
    .where(
      and(
        eq(users.id, claims.userId),
        eq(users.status, 'active'),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row
    ? { id: row.id, userType: row.userType, sessionId: claims.sessionId, rights: row.rights }
    : undefined;
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
export function requireRight(code: RightCode): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.user.rights.includes(code)) return fail(c, 403, ERROR_MESSAGES.forbidden);
    return next();
  };
}

/**
 * Route guards. requireAuth: a valid Bearer access token whose session (refresh-token family) is
 * still live and whose user is still active, with the user's rights: from the session cache when a
 * recent check is there, else from one prepared query (session-guard.ts). Sign-out, revocation, a
 * password reset, a status or rights change evict the cache (session-events.ts), so they end the JWT
 * at once here and within a notification's latency on the other processes. requireRight: the user
 * holds the right, as read by that same check (no round trip of its own).
 */
import type { MiddlewareHandler } from 'hono';
import type { RightCode } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import type { AppEnv, AuthenticatedUser } from '../http/app-env.ts';
import { fail } from '../http/envelope.ts';
import { verifyAccessToken } from './access-token.ts';
import type { SessionGuard } from './session-guard.ts';

export type AuthDeps = { jwtSecret: string; sessions: SessionGuard };

/** Shared by HTTP and the WebSocket: the user type comes from the database, never from the token. */
export async function authenticateAccessToken(
  deps: AuthDeps,
  token: string,
): Promise<AuthenticatedUser | undefined> {
  const claims = verifyAccessToken(deps.jwtSecret, token);
  if (!claims) return undefined;
  const { cache } = deps.sessions;
  const nowMs = Date.now();
  const cached = cache.get(claims.sessionId, claims.userId, nowMs);
  if (cached) return cached;
  // Read before the query: an eviction while it runs makes its (maybe older) answer uncacheable.
  const epoch = cache.epoch();
  const row = await deps.sessions.findLiveSession(claims.userId, claims.sessionId, new Date(nowMs));
  if (!row) return undefined;
  const user = { id: row.id, userType: row.userType, sessionId: claims.sessionId, rights: row.rights };
  cache.set(user, row.expiresAt.getTime(), epoch, nowMs);
  return user;
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

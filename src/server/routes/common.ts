/**
 * `/api/common/*`: the spec's refresh-token call, body `{ userId, userType, refreshToken }` and answer
 * `{ token, refreshToken, refreshTokenExpireAt }`. The body's userType is ignored: the new JWT
 * carries the type stored in the database.
 */
import { Hono } from 'hono';
import { AUTH_MESSAGES, type RefreshTokenData, refreshTokenSchema } from '#core/auth';
import { rotateRefreshToken } from '../auth/refresh-tokens.ts';
import { refreshAnswer } from '../auth/session.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';

export function commonRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/refresh-token', async (c) => {
    const input = validateBody(c, refreshTokenSchema);
    if (!input.ok) return input.response;
    const result = await rotateRefreshToken(deps.db, deps.sessions, {
      secret: deps.jwtSecret,
      userId: input.value.userId,
      token: input.value.refreshToken,
    });
    if (!result.ok) {
      // A late reuse may be a stolen token: worth an operator's attention, unlike a plain expiry.
      const level = result.reason === 'reused' ? 'warn' : 'info';
      deps.log[level]('refresh refused', { reason: result.reason, requestId: c.var.requestId });
      return fail(c, 401, AUTH_MESSAGES.refreshRefused);
    }
    return ok<RefreshTokenData>(c, await refreshAnswer(deps.jwtSecret, result.user, result.refreshToken));
  });
}

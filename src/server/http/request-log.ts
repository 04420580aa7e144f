/**
 * One structured log line per request. The path is logged without its query string because the
 * WebSocket carries the access token in `?token=`, and queries may hold personal data; link tokens
 * in the path itself (create-password, agreement, reset) are redacted, since a log line must never
 * be enough to take over an account.
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log.ts';
import type { AppEnv } from './app-env.ts';

export function requestLogMiddleware(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    log.info('request', {
      method: c.req.method,
      path: redactPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - startedAt) * 10) / 10,
      requestId: c.var.requestId,
    });
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Our link tokens are ≥ 32 random bytes in base64url (43+ characters); record ids are UUIDs. */
const SECRET_LIKE = /^[A-Za-z0-9_-]{32,}$/;

export function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (SECRET_LIKE.test(segment) && !UUID.test(segment) ? ':redacted' : segment))
    .join('/');
}

/**
 * One structured log line per request. The path is logged without its query string because the
 * WebSocket carries the access token in `?token=`, and queries may hold personal data.
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
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - startedAt) * 10) / 10,
      requestId: c.var.requestId,
    });
  };
}

/**
 * Refuses JSON (and other non-multipart) bodies over JSON_BODY_MAX_BYTES with a 413 envelope, before
 * they are buffered. Multipart uploads are left to their routes, which enforce the document limits.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { JSON_BODY_MAX_BYTES } from '#core/constants';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import type { AppEnv } from './app-env.ts';
import { fail } from './envelope.ts';

export function jsonBodyLimitMiddleware(maxBytes = JSON_BODY_MAX_BYTES): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    // A GET or HEAD has no body to limit; asking for one builds a full web Request per call.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) return next();
    // Built per request so the 413 is rendered with this request's typed context and language.
    const onError = () => {
      // The rest of the body is never read: the connection cannot be reused for another request.
      c.header('Connection', 'close');
      return fail(c, 413, ERROR_MESSAGES.tooLarge);
    };
    return bodyLimit({ maxSize: maxBytes, onError })(c, next);
  };
}

/**
 * Refuses a NUL character (U+0000) in the path or the query of an /api request with the catalogue's
 * 400, before any route reads them: PostgreSQL text cannot hold it, so it would end as a 500.
 * JSON bodies and multipart fields are checked where they are read (json-body.ts, receive-upload.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import type { AppEnv } from './app-env.ts';
import { fail } from './envelope.ts';

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/** A surrogate half without its pair: not Unicode, so a jsonb column refuses it (a 500 otherwise). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL cannot store as it is: a NUL anywhere, or a lone surrogate (in JSON values). */
export function isUnstorableText(value: string): boolean {
  return hasNul(value) || LONE_SURROGATE.test(value);
}

// Path params and query values are percent-decoded by Hono; a NUL can only arrive encoded.
const ENCODED_NUL = /%00/;

export function inputGuardMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    if (ENCODED_NUL.test(url) || hasNul(url)) return fail(c, 400, ERROR_MESSAGES.badRequest);
    await next();
  };
}

/**
 * Reads a JSON request body once, after the body limit, so language detection and validation share
 * it. A body that is not JSON, not a JSON object, or holds a NUL character anywhere is a 400 (see
 * input-guard.ts); `lang_code` in it may choose the language (see language.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { LANGUAGE_PARAM } from '#core/api';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { parseLanguageCode } from '#core/languages';
import type { I18nRegistry } from '../i18n.ts';
import type { AppEnv } from './app-env.ts';
import { fail } from './envelope.ts';
import { isUnstorableText } from './input-guard.ts';
import { hasExplicitLanguage, setLanguage } from './language.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when a string or an object key anywhere in a parsed JSON value holds U+0000 or a lone
 * surrogate (JSON may escape one, `"\ud800"`; text and jsonb columns refuse both). A loop, not
 * recursion: a body within the size limit may nest 10,000 levels deep, past the call stack.
 */
function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isUnstorableText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (isUnstorableText(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export function jsonBodyMiddleware(registry: I18nRegistry): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('jsonBody', undefined);
    const contentType = c.req.header('content-type') ?? '';
    if (!METHODS_WITH_BODY.has(c.req.method) || !/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
      return next();
    }
    const text = await c.req.text();
    if (text.trim() !== '') {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return fail(c, 400, ERROR_MESSAGES.badRequest);
      }
      // Every route takes an object (the sync batch too: `{ calls: [...] }`); an array or a scalar
      // would otherwise reach schemas with defaults (`emptyAs`) or code that spreads the body.
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return fail(c, 400, ERROR_MESSAGES.badRequest);
      }
      const bodyLanguage = parseLanguageCode((body as Record<string, unknown>)[LANGUAGE_PARAM]);
      if (bodyLanguage && !hasExplicitLanguage(c)) setLanguage(c, registry, bodyLanguage);
      // PostgreSQL text cannot hold U+0000: refused here once instead of as a 500 from any column.
      if (holdsUnstorableText(body)) return fail(c, 400, ERROR_MESSAGES.badRequest);
      c.set('jsonBody', body);
    }
    return next();
  };
}

/**
 * Reads a JSON request body once, after the body limit, so language detection and validation share
 * it. A body that is not JSON is a 400; `lang_code` in it may choose the language (see language.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { LANGUAGE_PARAM } from '#core/api';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { parseLanguageCode } from '#core/languages';
import type { I18nRegistry } from '../i18n.ts';
import type { AppEnv } from './app-env.ts';
import { fail } from './envelope.ts';
import { hasExplicitLanguage, setLanguage } from './language.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
      c.set('jsonBody', body);
      const bodyLanguage =
        typeof body === 'object' && body !== null
          ? parseLanguageCode((body as Record<string, unknown>)[LANGUAGE_PARAM])
          : undefined;
      if (bodyLanguage && !hasExplicitLanguage(c)) setLanguage(c, registry, bodyLanguage);
    }
    return next();
  };
}

/**
 * Picks each request's language: header `code`, else `lang_code` in the query, else (once the JSON
 * body is read) `lang_code` in the body, else EN — and the matching I18n instance for messages.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { LANGUAGE_HEADER, LANGUAGE_PARAM } from '#core/api';
import { DEFAULT_LANGUAGE, type LanguageCode, parseLanguageCode, toLocale } from '#core/languages';
import type { I18nRegistry } from '../i18n.ts';
import type { AppEnv } from './app-env.ts';
import { setAnswerHeader } from './set-header.ts';

export function setLanguage(c: Context<AppEnv>, registry: I18nRegistry, code: LanguageCode): void {
  c.set('language', code);
  c.set('i18n', registry.forLanguage(code));
}

/** True when the header or the query already chose the language, so the body must not override it. */
export function hasExplicitLanguage(c: Context<AppEnv>): boolean {
  return (
    parseLanguageCode(c.req.header(LANGUAGE_HEADER)) !== undefined ||
    parseLanguageCode(c.req.query(LANGUAGE_PARAM)) !== undefined
  );
}

export function languageMiddleware(registry: I18nRegistry): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const code =
      parseLanguageCode(c.req.header(LANGUAGE_HEADER)) ??
      parseLanguageCode(c.req.query(LANGUAGE_PARAM)) ??
      DEFAULT_LANGUAGE;
    setLanguage(c, registry, code);
    await next();
    if (c.req.path.startsWith('/api')) setAnswerHeader(c, 'Content-Language', toLocale(c.var.language));
  };
}

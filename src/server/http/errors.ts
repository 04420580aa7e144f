/**
 * Last-resort handlers: unknown /api paths get a 404 envelope, and any thrown error a 500 envelope
 * with the catalogue's text only — the stack and any SQL go to the log, never to the client.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { DEFAULT_LANGUAGE } from '#core/languages';
import type { I18nRegistry } from '../i18n.ts';
import { errorFields, type Logger } from '../log.ts';
import type { AppEnv } from './app-env.ts';
import { fail } from './envelope.ts';
import { setLanguage } from './language.ts';

export function notFoundHandler(c: Context<AppEnv>) {
  if (c.req.path.startsWith('/api')) return fail(c, 404, ERROR_MESSAGES.notFound);
  return c.text('Not found', 404);
}

function messageForStatus(status: number) {
  if (status === 400) return ERROR_MESSAGES.badRequest;
  if (status === 401) return ERROR_MESSAGES.unauthorized;
  if (status === 403) return ERROR_MESSAGES.forbidden;
  if (status === 404) return ERROR_MESSAGES.notFound;
  if (status === 413) return ERROR_MESSAGES.tooLarge;
  return ERROR_MESSAGES.server;
}

export function errorHandler(log: Logger, registry: I18nRegistry) {
  return (error: Error, c: Context<AppEnv>) => {
    // A middleware that runs before language detection may throw: answer in the default language.
    if (!c.var.i18n) setLanguage(c, registry, DEFAULT_LANGUAGE);
    if (error instanceof HTTPException && error.status < 500) {
      return fail(c, error.status, messageForStatus(error.status));
    }
    log.error('unhandled error', { ...errorFields(error), path: c.req.path, requestId: c.var.requestId });
    return fail(c, 500, ERROR_MESSAGES.server);
  };
}

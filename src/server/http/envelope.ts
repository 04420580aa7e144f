/**
 * The JSON envelope `{ success, message?, data?, errors? }` (#core/api) for every /api answer, with
 * `message` always translated into the request's language.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '#core/api';
import { translate } from '../i18n.ts';
import type { AppEnv } from './app-env.ts';

export function ok<T>(c: Context<AppEnv>, data: T, status: ContentfulStatusCode = 200): Response {
  const body: Envelope<T> = { success: true, data };
  return c.json(body, status);
}

/** The JSON text of a `T`, already serialized (the pull renders its rows in SQL). */
export type JsonText<T> = string & { readonly jsonOf?: T };

/** `ok` for data already serialized: the same bytes `c.json` would write, without a parse and a stringify. */
export function okJsonText<T>(c: Context<AppEnv>, data: JsonText<T>): Response {
  return c.body(`{"success":true,"data":${data}}`, 200, { 'Content-Type': 'application/json' });
}

/** Success without data, optionally with a translated message. */
export function done(c: Context<AppEnv>, message?: MessageDescriptor): Response {
  const body: Envelope<never> = message
    ? { success: true, message: translate(c.var.i18n, message) }
    : { success: true };
  return c.json(body, 200);
}

export function fail(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  message: MessageDescriptor,
  errors?: Record<string, string>,
): Response {
  const body: Envelope<never> = { success: false, message: translate(c.var.i18n, message) };
  if (errors) body.errors = errors;
  return c.json(body, status);
}

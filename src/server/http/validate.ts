/**
 * Validates the JSON body with a shared #core valibot schema. `lang_code` is transport metadata,
 * stripped before validation so strict schemas still reject every other unknown field.
 */
import type { I18n } from '@lingui/core';
import type { Context } from 'hono';
import * as v from 'valibot';
import { LANGUAGE_PARAM } from '#core/api';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { translate, translateId } from '../i18n.ts';
import type { AppEnv } from './app-env.ts';
import { fail } from './envelope.ts';

export type Validated<T> = { ok: true; value: T } | { ok: false; response: Response };

function withoutLanguage(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { [LANGUAGE_PARAM]: _language, ...rest } = body as Record<string, unknown>;
  return rest;
}

/**
 * For a missing key valibot reports the object's message, not the field's ("Please enter password"):
 * ask the field's own schema what it says about an absent value.
 */
function missingFieldMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string | undefined {
  const key = issue.path?.length === 1 ? issue.path[0]?.key : undefined;
  if (issue.input !== undefined || typeof key !== 'string' || !('entries' in schema)) return undefined;
  const entries = schema.entries as Record<string, v.GenericSchema>;
  const entry = entries[key];
  return entry ? v.safeParse(entry, undefined).issues?.[0]?.message : undefined;
}

/** Field → translated message; the first issue of a field wins. Issues without a path go to `_`. */
function fieldErrors(
  i18n: I18n,
  schema: v.GenericSchema,
  issues: readonly v.BaseIssue<unknown>[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    if (field in errors) continue;
    const id = missingFieldMessage(schema, issue) ?? issue.message;
    errors[field] = translateId(i18n, id) ?? translate(i18n, ERROR_MESSAGES.badRequest);
  }
  return errors;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * The same check without a request: for calls that arrive inside a batch (src/server/sync/batch.ts),
 * which must be answered exactly as if they had come alone.
 */
export function checkBody<TSchema extends v.GenericSchema>(
  i18n: I18n,
  schema: TSchema,
  raw: unknown,
): Checked<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, withoutLanguage(raw));
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, errors: fieldErrors(i18n, schema, result.issues) };
}

export function validateBody<TSchema extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: TSchema,
  options: { emptyAs?: unknown } = {},
): Validated<v.InferOutput<TSchema>> {
  const raw = c.var.jsonBody === undefined ? options.emptyAs : c.var.jsonBody;
  const checked = checkBody(c.var.i18n, schema, raw);
  if (checked.ok) return checked;
  return { ok: false, response: fail(c, 400, ERROR_MESSAGES.badRequest, checked.errors) };
}

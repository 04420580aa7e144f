/**
 * Validates the JSON body with a shared #core valibot schema. `lang_code` is transport metadata,
 * stripped before validation so strict schemas still reject every other unknown field.
 */
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
  c: Context<AppEnv>,
  schema: v.GenericSchema,
  issues: readonly v.BaseIssue<unknown>[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    if (field in errors) continue;
    const id = missingFieldMessage(schema, issue) ?? issue.message;
    errors[field] = translateId(c.var.i18n, id) ?? translate(c.var.i18n, ERROR_MESSAGES.badRequest);
  }
  return errors;
}

export function validateBody<TSchema extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: TSchema,
  options: { emptyAs?: unknown } = {},
): Validated<v.InferOutput<TSchema>> {
  const raw = c.var.jsonBody === undefined ? options.emptyAs : c.var.jsonBody;
  const result = v.safeParse(schema, withoutLanguage(raw));
  if (result.success) return { ok: true, value: result.output };
  return {
    ok: false,
    response: fail(c, 400, ERROR_MESSAGES.badRequest, fieldErrors(c, schema, result.issues)),
  };
}

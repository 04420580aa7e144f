/**
 * The answers a synced write can give, built without a request so a call answers the same whether it
 * came alone (src/server/sync/idempotent-route.ts) or inside a batch (./batch.ts). Both import these
 * types from here; neither imports the other's.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import type { Envelope } from '#core/api';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { PATIENT_MESSAGES } from '#core/patients/patient-messages';
import { translate, translateId } from '../i18n.ts';
import type { StoredAnswer } from './idempotency.ts';

/**
 * `changed` tells whether the work wrote a row (and so whether the owner must be poked); `alsoPoke`,
 * which other hub addresses must be (a chat message's conversation).
 */
export type WorkAnswer = StoredAnswer & { changed: boolean; alsoPoke?: readonly string[] };

export type FieldErrors = Record<string, string>;

/** The 400 envelope of `fail(c, 400, badRequest, errors)`, without a request. */
export function invalidAnswer(i18n: I18n, errors: FieldErrors): StoredAnswer & { status: 400 } {
  const body: Envelope<never> = {
    success: false,
    message: translate(i18n, ERROR_MESSAGES.badRequest),
    errors,
  };
  return { status: 400, body };
}

/** Field → translated message from valibot issues whose messages are catalogue ids. */
export function issueErrors(i18n: I18n, issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    errors[field] ??= translateId(i18n, issue.message) ?? translate(i18n, ERROR_MESSAGES.badRequest);
  }
  return errors;
}

export function rowAnswer<TRow>(status: 200 | 201, row: TRow, changed: boolean): WorkAnswer {
  const body: Envelope<TRow> = { success: true, data: row };
  return { status, body, changed };
}

export function notFoundAnswer(i18n: I18n, message: MessageDescriptor): WorkAnswer {
  const body: Envelope<never> = { success: false, message: translate(i18n, message) };
  return { status: 404, body, changed: false };
}

/** The same Idempotency-Key came back with other content. */
export function mismatchAnswer(i18n: I18n): StoredAnswer {
  const body: Envelope<never> = {
    success: false,
    message: translate(i18n, PATIENT_MESSAGES.idempotencyMismatch),
  };
  return { status: 422, body };
}

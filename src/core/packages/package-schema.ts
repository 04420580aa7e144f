/**
 * Session packages as valibot schemas shared by the forms, the engine and the server: the offers a
 * specialist defines, and the packages sold from them to an individual patient or to a company (whose
 * employees share its sessions). A sold package copies its offer's terms, so editing or archiving an
 * offer never rewrites what a patient bought. Money is in minor units of `currency`.
 */
import * as v from 'valibot';
import {
  SESSION_DURATIONS_MINUTES,
  SESSION_MODE_CODES,
  type SessionMode,
} from '../sessions/session-lists.ts';
import { SESSION_MESSAGES } from '../sessions/session-messages.ts';
import { MONEY_MAX_MINOR } from '../sessions/session-money.ts';
import { instantRule } from '../sessions/session-schema.ts';
import type { FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { PACKAGE_MESSAGES as M } from './package-messages.ts';

export const PACKAGE_NAME_MAX_CHARS = 120;
export const PACKAGE_SESSIONS_MAX = 100;
export const PACKAGE_VALIDITY_MAX_DAYS = 730;

export type PackageOfferFields = FieldsOf<typeof packageOfferFieldEntries>;
export type PackageOfferRow = SyncedRow & PackageOfferFields;

export type PackageFields = FieldsOf<typeof packageFieldEntries>;
export type PackageRow = SyncedRow & PackageFields;

const uuidRule = (id: string) => v.pipe(v.string(id), v.uuid(id));

const nameRule = v.pipe(
  v.string(M.nameRequired.id),
  v.trim(),
  v.nonEmpty(M.nameRequired.id),
  v.maxLength(PACKAGE_NAME_MAX_CHARS, M.nameTooLong.id),
);

const countRule = (max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(max, message));

const priceRule = v.pipe(
  v.number(M.priceInvalid.id),
  v.integer(M.priceInvalid.id),
  v.minValue(0, M.priceInvalid.id),
  v.maxValue(MONEY_MAX_MINOR, M.priceInvalid.id),
);

// The same codes and order as the session's modes; each at most once.
const modesRule = v.pipe(
  v.array(v.picklist(SESSION_MODE_CODES, M.modesRequired.id), M.modesRequired.id),
  v.minLength(1, M.modesRequired.id),
  v.check((modes) => new Set(modes).size === modes.length, M.modesRequired.id),
);

const currencyRule = v.pipe(
  v.string(SESSION_MESSAGES.currencyInvalid.id),
  v.regex(/^[A-Z]{3}$/, SESSION_MESSAGES.currencyInvalid.id),
);

const termsEntries = {
  name: nameRule,
  sessionCount: countRule(PACKAGE_SESSIONS_MAX, M.sessionCountInvalid.id),
  durationMinutes: v.picklist(SESSION_DURATIONS_MINUTES, SESSION_MESSAGES.durationRequired.id),
  /** The modes its sessions may take; at least one. */
  modes: modesRule,
  currency: currencyRule,
};

export const packageOfferFieldEntries = {
  ...termsEntries,
  /** What the patient pays for the whole package. */
  totalPrice: priceRule,
  validityDays: countRule(PACKAGE_VALIDITY_MAX_DAYS, M.validityInvalid.id),
  /** An archived offer is no longer sold; what was sold from it stays. */
  archived: v.boolean(),
};

export const packageFieldEntries = {
  offerId: uuidRule(M.offerRequired.id),
  /** An individual patient, or a company patient whose employees share it. */
  patientId: uuidRule(M.patientRequired.id),
  ...termsEntries,
  price: priceRule,
  purchasedAt: instantRule(),
  expiresAt: instantRule(),
  paid: v.boolean(),
};

/** Modes in the sessions' order, so equal sets are equal rows. */
export function normalizeModes<T extends { modes: SessionMode[] }>(fields: T): T {
  return { ...fields, modes: SESSION_MODE_CODES.filter((mode) => fields.modes.includes(mode)) };
}

export function packageRuleIssue(
  fields: PackageFields,
): { field: keyof PackageFields & string; message: string } | undefined {
  if (fields.expiresAt <= fields.purchasedAt)
    return { field: 'expiresAt', message: M.expiryBeforePurchase.id };
  return undefined;
}

/**
 * The session entity as valibot schemas shared by the forms, the engine and the server. Field names
 * are the wire names and, in snake case, the column names. Instants are stored in the canonical
 * `toISOString` form (UTC, milliseconds), so they compare and sort as plain strings in IndexedDB.
 */
import * as v from 'valibot';
import type { Message } from '../messages.ts';
import type { FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { uuidRule } from '../validation/rules.ts';
import { isSeriesRule } from './series-rule-syntax.ts';
import {
  SESSION_DURATIONS_MINUTES,
  SESSION_MODE_CODES,
  SESSION_STATUS_CODES,
  SESSION_TYPE_CODES,
  type SessionStatus,
} from './session-lists.ts';
import { SESSION_MESSAGES as M } from './session-messages.ts';
import { COMMISSION_RATE_MAX_BPS, inconsistentMoneyField, MONEY_MAX_MINOR } from './session-money.ts';
import { SESSION_REFERENCE_PATTERN } from './session-reference.ts';
import { formatInstant, isValidTimeZone, parseInstant } from './session-time.ts';

export const SESSION_NOTES_MAX_CHARS = 5000;
export const SESSION_CANCEL_REASON_MAX_CHARS = 500;
/** Enough for a long life of reschedules; session-status.ts keeps the booking and the latest ones. */
export const SESSION_HISTORY_MAX_ENTRIES = 50;

/** Sessions outside these years are typing mistakes, not appointments (ISO instants, UTC). */
const INSTANT_MIN_MS = Date.UTC(2000, 0, 1);
const INSTANT_MAX_MS = Date.UTC(2100, 0, 1);

/**
 * One line of the status history the detail page shows, in the order the changes were applied;
 * `startsAt` on the entries that set a time. `at` is the best-known instant: the acting device's clock
 * for a join, completion or cancellation (session-status.ts), the applying side's for the others.
 */
export type SessionHistoryEntry = { at: string; status: SessionStatus; startsAt?: string };

export type SessionFields = FieldsOf<typeof sessionFieldEntries>;

export type SessionRow = SyncedRow & SessionFields;

/**
 * The status machine's and the overlap check's verdict on one field: a descriptor, translated where
 * it is shown, whose id is the wire value and whose `values` fill its placeholders.
 */
export type SessionFieldError = { field: keyof SessionFields; message: Message };

/** An ISO instant with `Z` or an offset, stored in the canonical UTC form. */
export const instantRule = (required: Message = M.instantInvalid) =>
  v.pipe(
    v.string(required.id),
    v.nonEmpty(required.id),
    v.check((text) => isPlausibleInstant(parseInstant(text)), M.instantInvalid.id),
    // The check above guarantees parseInstant succeeds; 0 only satisfies the type.
    v.transform((text) => formatInstant(parseInstant(text) ?? 0)),
  );

/**
 * The specialist's IANA time zone (kept in the profile, the device's zone by default). Checked against
 * the engine's own zone data, which the browser and the server's Node both carry.
 */
export const timeZoneRule = v.pipe(
  v.string(M.timeZoneInvalid.id),
  v.check(isValidTimeZone, M.timeZoneInvalid.id),
);

const moneyRule = (message: Message) =>
  v.pipe(
    v.number(message.id),
    v.integer(message.id),
    v.minValue(0, message.id),
    v.maxValue(MONEY_MAX_MINOR, message.id),
  );

const historyEntryRule = v.strictObject(
  {
    at: instantRule(M.historyInvalid),
    status: v.picklist(SESSION_STATUS_CODES, M.historyInvalid.id),
    startsAt: v.exactOptional(instantRule(M.historyInvalid)),
  },
  M.historyInvalid.id,
);

export const sessionFieldEntries = {
  patientId: uuidRule(M.patientRequired),
  startsAt: instantRule(M.startsAtRequired),
  durationMinutes: v.picklist(SESSION_DURATIONS_MINUTES, M.durationRequired.id),
  mode: v.picklist(SESSION_MODE_CODES, M.modeRequired.id),
  type: v.picklist(SESSION_TYPE_CODES, M.typeRequired.id),
  /** Null for a single session; the package a package session draws on. */
  packageId: v.nullable(uuidRule(M.packageRequired)),
  status: v.picklist(SESSION_STATUS_CODES, M.statusInvalid.id),
  // Any well-formed code: engines' lists of known currencies differ, and a code the browser accepts
  // must not be refused by the server's older ICU. Intl formats unknown codes with the code itself.
  currency: v.pipe(v.string(M.currencyInvalid.id), v.regex(/^[A-Z]{3}$/, M.currencyInvalid.id)),
  /** The four money fields are integers in minor units of `currency` (session-money.ts). */
  charge: moneyRule(M.chargeInvalid),
  /** The platform's rate when booked, in basis points (1000 = 10 %); never follows later changes. */
  commissionRateBps: v.pipe(
    v.number(M.commissionRateInvalid.id),
    v.integer(M.commissionRateInvalid.id),
    v.minValue(0, M.commissionRateInvalid.id),
    v.maxValue(COMMISSION_RATE_MAX_BPS, M.commissionRateInvalid.id),
  ),
  commission: moneyRule(M.moneyInconsistent),
  amount: moneyRule(M.moneyInconsistent),
  totalAmount: moneyRule(M.moneyInconsistent),
  /** `sessionReference(id)`: derived from the UUID, never typed. */
  reference: v.pipe(
    v.string(M.referenceInvalid.id),
    v.regex(SESSION_REFERENCE_PATTERN, M.referenceInvalid.id),
  ),
  /** Private to the specialist. Stays editable after the session ends. */
  notes: v.pipe(v.string(M.notesTooLong.id), v.maxLength(SESSION_NOTES_MAX_CHARS, M.notesTooLong.id)),
  /** Set by the status machine on Join Now, completion and cancellation. */
  startedAt: v.nullable(instantRule()),
  /** When it ended: completed, or marked a no-show. */
  completedAt: v.nullable(instantRule()),
  cancelledAt: v.nullable(instantRule()),
  cancelReason: v.nullable(
    v.pipe(
      v.string(M.cancelReasonRequired.id),
      v.trim(),
      v.maxLength(SESSION_CANCEL_REASON_MAX_CHARS, M.cancelReasonTooLong.id),
    ),
  ),
  /**
   * Whether the patient's cancellation e-mail quotes the reason (the specialist's choice when
   * cancelling; absent from an older client: not shared, the reason stays private).
   */
  cancelReasonShared: v.optional(v.boolean(M.statusInvalid.id), false),
  /**
   * A missed session's fee in minor units of `currency` (missed-sessions.ts): set by the step marking
   * it a no-show or cancelling it late, 0 otherwise; absent from an older client: none.
   */
  fee: v.optional(moneyRule(M.feeInvalid), 0),
  /** Cancelled inside the specialist's notice period, as the cancelling device judged it. */
  lateCancellation: v.optional(v.boolean(M.statusInvalid.id), false),
  /** Whether a package session missed (a no-show, a late cancellation) still uses its unit. */
  usesPackageUnit: v.optional(v.boolean(M.statusInvalid.id), true),
  /**
   * The series a recurring session belongs to (session-series.ts): the same id on every occurrence,
   * and the rule they were booked by, both set on create and never changed; null on a single booking.
   */
  seriesId: v.optional(v.nullable(uuidRule(M.seriesInvalid)), null),
  seriesRule: v.optional(
    v.nullable(v.pipe(v.string(M.seriesInvalid.id), v.check(isSeriesRule, M.seriesInvalid.id))),
    null,
  ),
  history: v.pipe(
    v.array(historyEntryRule, M.historyInvalid.id),
    v.maxLength(SESSION_HISTORY_MAX_ENTRIES, M.historyInvalid.id),
  ),
};

/**
 * The rules across fields, or undefined when they hold: a package session names its package and a
 * single one none; the money follows from the charge and rate (session-money.ts). The message is a
 * catalogue id, like a valibot issue's: this is the entity's cross-field rule, run inside its schema.
 */
export function sessionRuleIssue(
  fields: SessionFields,
): { field: keyof SessionFields & string; message: string } | undefined {
  if (fields.type === 'single' && fields.packageId !== null)
    return { field: 'packageId', message: M.packageNotAllowed.id };
  if (fields.type === 'package' && fields.packageId === null)
    return { field: 'packageId', message: M.packageRequired.id };
  if ((fields.seriesId === null) !== (fields.seriesRule === null))
    return { field: 'seriesRule', message: M.seriesInvalid.id };
  const moneyField = inconsistentMoneyField(fields);
  if (moneyField) return { field: moneyField, message: M.moneyInconsistent.id };
  return undefined;
}

/**
 * A single session draws on no package, whatever the form held before the type changed. The money is
 * not recomputed here: a charge and commission that disagree mean a client computed with other rules,
 * and the cross-field rule refuses that rather than silently changing what the user saw.
 */
export function normalizeSessionFields(fields: SessionFields): SessionFields {
  return fields.type === 'single' && fields.packageId !== null ? { ...fields, packageId: null } : fields;
}

function isPlausibleInstant(epochMs: number | undefined): boolean {
  return epochMs !== undefined && epochMs >= INSTANT_MIN_MS && epochMs < INSTANT_MAX_MS;
}

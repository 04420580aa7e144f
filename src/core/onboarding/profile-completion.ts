/**
 * Step 2, Complete Your Profile (spec §2, §3): the three steps in their order and the schema of
 * each. The server refuses a step before the previous ones are filed (409) and, once the last is
 * filed, makes the profile active and grants the office right.
 */
import * as v from 'valibot';
import { DEFAULT_CURRENCY_SYMBOL } from '../constants.ts';
import { availabilityRule } from '../profile/availability.ts';
import { timeZoneRule } from '../sessions/session-schema.ts';
import { fileIdRule, requiredText } from './field-rules.ts';
import { isValidIban, normalizeIban } from './iban.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';
import {
  CURRENCIES,
  PATIENT_CATEGORY_CODES,
  PROBLEM_CODES,
  SESSION_OFFER_CODES,
  THERAPY_MODE_CODES,
} from './practice-lists.ts';

/** Order matters: `/photo-upload/{id}` → `/basic-info/{id}` → `/session/{id}` (`/edit-session/{id}` edits the last). */
export const PROFILE_STEPS = ['photo', 'basic-info', 'session'] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

/** The first step not yet filed, or undefined when every step is (the profile is complete). */
export function nextProfileStep(filed: readonly ProfileStep[]): ProfileStep | undefined {
  return PROFILE_STEPS.find((step) => !filed.includes(step));
}

export const BIOGRAPHY_MAX_CHARS = 2000;
export const OTHER_PROBLEM_MAX_CHARS = 200;
export const PRICE_MAX = 100_000;
export const BANK_NAME_MAX_CHARS = 100;
export { MAX_AVAILABILITY_SLOTS } from '../profile/availability.ts';

/** `photo` step: a professional image on a neutral background (uploaded with kind `photo`). */
export const photoStepSchema = v.strictObject({ photoFileId: fileIdRule(M.photoRequired) });
export type PhotoStep = v.InferOutput<typeof photoStepSchema>;

/** How the specialist presents their practice: Step 2's rules, also the office profile's Public section. */
export const publicProfileEntries = {
  biography: requiredText(M.biographyRequired, BIOGRAPHY_MAX_CHARS, M.biographyTooLong),
  patientCategories: v.pipe(
    v.array(v.picklist(PATIENT_CATEGORY_CODES, M.categoryRequired.id), M.categoryRequired.id),
    v.minLength(1, M.categoryRequired.id),
    v.transform((codes) => [...new Set(codes)]),
  ),
  problems: v.pipe(
    v.array(v.picklist(PROBLEM_CODES, M.problemRequired.id), M.problemRequired.id),
    v.minLength(1, M.problemRequired.id),
    v.transform((codes) => [...new Set(codes)]),
  ),
  /** Required when `problems` holds `other`; ignored (stored empty) otherwise. */
  otherProblem: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(OTHER_PROBLEM_MAX_CHARS, M.otherProblemRequired.id)),
    '',
  ),
  therapyModes: v.pipe(
    v.array(v.picklist(THERAPY_MODE_CODES, M.therapyModeRequired.id), M.therapyModeRequired.id),
    v.minLength(1, M.therapyModeRequired.id),
    v.transform((codes) => [...new Set(codes)]),
  ),
};

/** "Other" among the problems needs its specify field. */
export function otherProblemGiven(input: { problems: readonly string[]; otherProblem: string }): boolean {
  return !input.problems.includes('other') || input.otherProblem.length > 0;
}

export const basicInfoStepSchema = v.pipe(
  v.strictObject({
    ...publicProfileEntries,
    /** Uploaded with kind `banner`. */
    bannerFileId: fileIdRule(M.bannerRequired),
  }),
  v.forward(v.partialCheck([['problems'], ['otherProblem']], otherProblemGiven, M.otherProblemRequired.id), [
    'otherProblem',
  ]),
);
export type BasicInfoStep = v.InferOutput<typeof basicInfoStepSchema>;

export function priceRule(required: { id: string }) {
  return v.pipe(
    v.number(required.id),
    v.gtValue(0, M.priceInvalid.id),
    v.maxValue(PRICE_MAX, M.priceInvalid.id),
    // At most two decimals: prices are stored in cents.
    v.check((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, M.priceInvalid.id),
  );
}

export type { AvailabilitySlot } from '../profile/availability.ts';

export const ibanRule = v.pipe(
  v.string(M.ibanRequired.id),
  v.trim(),
  v.nonEmpty(M.ibanRequired.id),
  v.transform(normalizeIban),
  v.check(isValidIban, M.ibanInvalid.id),
);

const sessionEntries = {
  price30: priceRule(M.price30Required),
  price60: priceRule(M.price60Required),
  currency: v.optional(v.picklist(CURRENCIES, M.currencyRequired.id), DEFAULT_CURRENCY_SYMBOL),
  availability: availabilityRule,
  sessionOffer: v.picklist(SESSION_OFFER_CODES, M.sessionOfferRequired.id),
  /** The zone session times are shown in; optional so older clients may leave it (the device's zone). */
  timeZone: v.optional(timeZoneRule),
  bankName: requiredText(M.bankNameRequired, BANK_NAME_MAX_CHARS),
  /** Spaces allowed on input; stored and answered in electronic format ("FR7630006000011234567890189"). */
  iban: ibanRule,
};

/** `session` step (`/session/{id}`): availability and its time zone, pricing, offer, bank and IBAN. */
export const sessionStepSchema = v.strictObject(sessionEntries);
export type SessionStepInput = v.InferInput<typeof sessionStepSchema>;
export type SessionStep = v.InferOutput<typeof sessionStepSchema>;

/** `/edit-session/{id}`: any subset of the session step, once the session step has been filed. */
export const editSessionSchema = v.pipe(
  v.partial(v.strictObject(sessionEntries)),
  v.check((input) => Object.keys(input).length > 0, M.availabilityRequired.id),
);
export type EditSessionInput = v.InferInput<typeof editSessionSchema>;
export type EditSession = v.InferOutput<typeof editSessionSchema>;

/**
 * The specialist's profile as the office edits it (`/edit-profile/{id}`): what registration and Step 2
 * collected, with the very rules and messages of those forms (their entries are reused, not copied),
 * in the sections of the page. Prices are in cents of `currency` as stored; the page shows major units.
 */
import * as v from 'valibot';
import { fileIdRule, requiredText, youtubeUrlRule } from '../onboarding/field-rules.ts';
import { ONBOARDING_MESSAGES as M } from '../onboarding/messages.ts';
import { CURRENCIES, SESSION_OFFER_CODES } from '../onboarding/practice-lists.ts';
import {
  BANK_NAME_MAX_CHARS,
  ibanRule,
  otherProblemGiven,
  PRICE_MAX,
  publicProfileEntries,
} from '../onboarding/profile-completion.ts';
import {
  credentialEntries,
  personalEntries,
  professionalEntries,
  titleFitsProfession,
} from '../onboarding/registration.ts';
import {
  DEFAULT_MISSED_SESSION_POLICY,
  FEE_PERCENT_CHOICES,
  NOTICE_HOURS_CHOICES,
} from '../sessions/missed-sessions.ts';
import { DEFAULT_REMINDER_OFFSETS_MINUTES, REMINDER_OFFSET_CHOICES } from '../sessions/patient-mail-kinds.ts';
import { timeZoneRule } from '../sessions/session-schema.ts';
import type { FieldIssue } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { availabilityRule, daysOffRule } from './availability.ts';

/** A price in cents: the Step 2 rule (greater than 0, at most PRICE_MAX) on the stored form. */
function centsRule(required: { id: string }) {
  return v.pipe(
    v.number(required.id),
    v.integer(M.priceInvalid.id),
    v.gtValue(0, M.priceInvalid.id),
    v.maxValue(PRICE_MAX * 100, M.priceInvalid.id),
  );
}

export const profileFieldEntries = {
  ...personalEntries(),
  /** The zone the office shows times in and availability means; null: the device's. */
  timeZone: v.nullable(timeZoneRule),

  ...professionalEntries,
  ...credentialEntries(),
  /** A YouTube link or an uploaded mp4 (kind `video`): at least one. */
  youtubeUrl: v.nullable(youtubeUrlRule),
  videoFileId: v.nullable(fileIdRule(M.videoRequired)),

  /** Uploaded with kind `photo` / `banner` (GET /api/files/:id). */
  photoFileId: fileIdRule(M.photoRequired),
  bannerFileId: fileIdRule(M.bannerRequired),
  ...publicProfileEntries,

  price30Cents: centsRule(M.price30Required),
  price60Cents: centsRule(M.price60Required),
  currency: v.picklist(CURRENCIES, M.currencyRequired.id),

  bankName: requiredText(M.bankNameRequired, BANK_NAME_MAX_CHARS),
  iban: ibanRule,

  availability: availabilityRule,
  daysOff: daysOffRule,
  /** What the practice takes where a slot does not say: single sessions, packages or both. */
  sessionOffer: v.picklist(SESSION_OFFER_CODES, M.sessionOfferRequired.id),
  /**
   * When patients are reminded of their sessions by e-mail (minutes before; none: no reminders).
   * Absent from an older client: the default, a day and an hour before.
   */
  reminderOffsets: v.optional(
    v.pipe(
      v.array(v.picklist(REMINDER_OFFSET_CHOICES, M.remindersInvalid.id), M.remindersInvalid.id),
      v.check((offsets) => new Set(offsets).size === offsets.length, M.remindersInvalid.id),
    ),
    () => [...DEFAULT_REMINDER_OFFSETS_MINUTES],
  ),
  /**
   * What a missed session costs (missed-sessions.ts): the notice inside which a cancellation is late,
   * the fees proposed for one and for a no-show, and whether a missed package session uses its unit.
   * Absent from an older client: the default, a day's notice and no fees.
   */
  missedSessionPolicy: v.optional(
    v.strictObject(
      {
        noticeHours: v.picklist(NOTICE_HOURS_CHOICES, M.missedPolicyInvalid.id),
        lateCancelFeePercent: v.picklist(FEE_PERCENT_CHOICES, M.missedPolicyInvalid.id),
        noShowFeePercent: v.picklist(FEE_PERCENT_CHOICES, M.missedPolicyInvalid.id),
        usesPackageUnit: v.boolean(M.missedPolicyInvalid.id),
      },
      M.missedPolicyInvalid.id,
    ),
    () => ({ ...DEFAULT_MISSED_SESSION_POLICY }),
  ),
  /**
   * Whether the public booking page (`/book/{id}`) is open: anyone may then see the open slots and
   * request a session (#core/booking). Closed unless the specialist opens it; absent from an older
   * client: closed.
   */
  bookingPage: v.optional(v.boolean(M.missedPolicyInvalid.id), false),
};

export type ProfileFields = v.InferOutput<v.StrictObjectSchema<typeof profileFieldEntries, undefined>>;
export type ProfileRow = SyncedRow & ProfileFields;

/** The page's sections, each saved on its own; together they are every field. */
export const PROFILE_SECTIONS = {
  personal: [
    'firstName',
    'lastName',
    'mobile',
    'gender',
    'dateOfBirth',
    'nationality',
    'countryOfResidence',
    'companyName',
    'spokenLanguages',
    'timeZone',
  ],
  professional: [
    'profession',
    'professionTitle',
    'yearsOfExperience',
    'professionalStatus',
    'diplomas',
    'trainings',
    'documentFileIds',
    'youtubeUrl',
    'videoFileId',
  ],
  public: [
    'photoFileId',
    'bannerFileId',
    'biography',
    'patientCategories',
    'problems',
    'otherProblem',
    'therapyModes',
  ],
  pricing: ['price30Cents', 'price60Cents', 'currency'],
  payout: ['bankName', 'iban'],
  availability: [
    'availability',
    'daysOff',
    'sessionOffer',
    'reminderOffsets',
    'missedSessionPolicy',
    'bookingPage',
  ],
} as const satisfies Record<string, readonly (keyof ProfileFields)[]>;
export type ProfileSection = keyof typeof PROFILE_SECTIONS;

/**
 * Changes to these are credentials the admin approved at registration: the server flags them for
 * review (the profile stays active meanwhile).
 */
export const CREDENTIAL_FIELDS = [
  'profession',
  'professionTitle',
  'diplomas',
  'trainings',
  'documentFileIds',
] as const satisfies readonly (keyof ProfileFields)[];

/** The rules spanning fields, reported where the user must fix them (the registration's and Step 2's). */
export function profileRuleIssue(fields: ProfileFields): FieldIssue<ProfileFields> | undefined {
  if (!titleFitsProfession(fields))
    return { field: 'professionTitle', message: M.professionTitleRequired.id };
  if (!fields.youtubeUrl && !fields.videoFileId) return { field: 'youtubeUrl', message: M.videoRequired.id };
  if (!otherProblemGiven(fields)) return { field: 'otherProblem', message: M.otherProblemRequired.id };
  return undefined;
}

/** "Other" unticked clears its specify text, as Step 2 stores it. */
export function normalizeProfile(fields: ProfileFields): ProfileFields {
  return fields.problems.includes('other') || fields.otherProblem === ''
    ? fields
    : { ...fields, otherProblem: '' };
}

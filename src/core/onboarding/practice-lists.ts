/**
 * Lists of the profile-completion step (spec §3): patient categories, problems treated, modes of
 * therapy, weekdays of availability, session offers and currencies. Codes are stable wire values.
 */
import { codesOf, type ReferenceItem } from './reference-item.ts';

export const PATIENT_CATEGORIES = [
  {
    code: 'children_6_12',
    label: /*i18n*/ { id: 'ref.category.children', message: 'Children (6-12)' },
  },
  {
    code: 'young_adults_13_17',
    label: /*i18n*/ { id: 'ref.category.youngAdults', message: 'Young Adults (13-17)' },
  },
  { code: 'adults_18_plus', label: /*i18n*/ { id: 'ref.category.adults', message: 'Adults (18+)' } },
] as const satisfies readonly ReferenceItem[];
export type PatientCategory = (typeof PATIENT_CATEGORIES)[number]['code'];
export const PATIENT_CATEGORY_CODES = codesOf(PATIENT_CATEGORIES);

/** `other` requires the free-text `otherProblem` (spec: "Other with a specify field"). */
export const PROBLEMS = [
  { code: 'anxiety', label: /*i18n*/ { id: 'ref.problem.anxiety', message: 'Anxiety' } },
  { code: 'depression', label: /*i18n*/ { id: 'ref.problem.depression', message: 'Depression' } },
  { code: 'trauma_ptsd', label: /*i18n*/ { id: 'ref.problem.traumaPtsd', message: 'Trauma / PTSD' } },
  {
    code: 'eating_disorders',
    label: /*i18n*/ { id: 'ref.problem.eatingDisorders', message: 'Eating disorders' },
  },
  { code: 'ocd', label: /*i18n*/ { id: 'ref.problem.ocd', message: 'Obsessive-compulsive disorder (OCD)' } },
  { code: 'bipolar', label: /*i18n*/ { id: 'ref.problem.bipolar', message: 'Bipolar disorder' } },
  { code: 'addiction', label: /*i18n*/ { id: 'ref.problem.addiction', message: 'Addiction' } },
  { code: 'sleep_disorders', label: /*i18n*/ { id: 'ref.problem.sleep', message: 'Sleep disorders' } },
  { code: 'stress_burnout', label: /*i18n*/ { id: 'ref.problem.stress', message: 'Stress and burnout' } },
  { code: 'grief', label: /*i18n*/ { id: 'ref.problem.grief', message: 'Grief and loss' } },
  { code: 'adhd', label: /*i18n*/ { id: 'ref.problem.adhd', message: 'ADHD' } },
  {
    code: 'relationships',
    label: /*i18n*/ { id: 'ref.problem.relationships', message: 'Relationship and family issues' },
  },
  { code: 'self_esteem', label: /*i18n*/ { id: 'ref.problem.selfEsteem', message: 'Self-esteem' } },
  { code: 'other', label: /*i18n*/ { id: 'ref.problem.other', message: 'Other' } },
] as const satisfies readonly ReferenceItem[];
export type Problem = (typeof PROBLEMS)[number]['code'];
export const PROBLEM_CODES = codesOf(PROBLEMS);

/** The session modes of the spec (Video, Audio, Chat); a specialist offers one or more. */
export const THERAPY_MODES = [
  { code: 'video', label: /*i18n*/ { id: 'ref.mode.video', message: 'Video' } },
  { code: 'audio', label: /*i18n*/ { id: 'ref.mode.audio', message: 'Audio' } },
  { code: 'chat', label: /*i18n*/ { id: 'ref.mode.chat', message: 'Chat' } },
] as const satisfies readonly ReferenceItem[];
export type TherapyMode = (typeof THERAPY_MODES)[number]['code'];
export const THERAPY_MODE_CODES = codesOf(THERAPY_MODES);

/** ISO weekday order starting Monday; the UI may start the week on another day per locale. */
export const WEEKDAYS = [
  { code: 'mon', label: /*i18n*/ { id: 'ref.weekday.mon', message: 'Monday' } },
  { code: 'tue', label: /*i18n*/ { id: 'ref.weekday.tue', message: 'Tuesday' } },
  { code: 'wed', label: /*i18n*/ { id: 'ref.weekday.wed', message: 'Wednesday' } },
  { code: 'thu', label: /*i18n*/ { id: 'ref.weekday.thu', message: 'Thursday' } },
  { code: 'fri', label: /*i18n*/ { id: 'ref.weekday.fri', message: 'Friday' } },
  { code: 'sat', label: /*i18n*/ { id: 'ref.weekday.sat', message: 'Saturday' } },
  { code: 'sun', label: /*i18n*/ { id: 'ref.weekday.sun', message: 'Sunday' } },
] as const satisfies readonly ReferenceItem[];
export type Weekday = (typeof WEEKDAYS)[number]['code'];
export const WEEKDAY_CODES = codesOf(WEEKDAYS);

export const SESSION_OFFERS = [
  { code: 'single', label: /*i18n*/ { id: 'ref.offer.single', message: 'Single session' } },
  { code: 'packages', label: /*i18n*/ { id: 'ref.offer.packages', message: 'Packages' } },
  { code: 'both', label: /*i18n*/ { id: 'ref.offer.both', message: 'Single session and packages' } },
] as const satisfies readonly ReferenceItem[];
export type SessionOffer = (typeof SESSION_OFFERS)[number]['code'];
export const SESSION_OFFER_CODES = codesOf(SESSION_OFFERS);

/** Currency symbols or codes as shown; `$` is the spec's default. Not translated. */
export const CURRENCIES = ['$', '€', '£', 'MAD', 'AED', 'SAR', 'EGP', 'TND', 'DZD', 'QAR'] as const;
export type Currency = (typeof CURRENCIES)[number];

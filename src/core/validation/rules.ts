/**
 * The spec's common field rules (§5, §9) as valibot pieces, used by the forms in the browser and by
 * the server routes alike. Each issue message is a descriptor id, translated where it is shown.
 */
import * as v from 'valibot';
import { MIN_AGE_YEARS, NAME_MAX_CHARS, NAME_MIN_CHARS } from '../constants.ts';
import type { Message } from '../messages.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

/** A UUID (a row or file id), refused with `message` when it is missing or malformed. */
export const uuidRule = (message: Message) => v.pipe(v.string(message.id), v.uuid(message.id));

/**
 * "Letters only" read for real names: letters of any script (Latin with accents, Arabic, …), with
 * single spaces, hyphens or apostrophes between them ("Jean-Pierre", "O'Neil", "عبد الله").
 */
const NAME_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;

export function nameRule(required: Message = M.nameRequired) {
  return v.pipe(
    v.string(required.id),
    v.trim(),
    v.nonEmpty(required.id),
    v.minLength(NAME_MIN_CHARS, M.nameLength.id),
    v.maxLength(NAME_MAX_CHARS, M.nameLength.id),
    v.regex(NAME_PATTERN, M.nameLetters.id),
  );
}

export const emailRule = v.pipe(
  v.string(M.emailRequired.id),
  v.trim(),
  v.nonEmpty(M.emailRequired.id),
  v.maxLength(254, M.emailInvalid.id),
  v.email(M.emailInvalid.id),
  v.toLowerCase(),
);

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderRule = v.picklist(GENDERS, M.genderRequired.id);

/** ISO 3166-1 alpha-2, upper case ("FR", "MA"). Names come from Intl.DisplayNames in each language. */
export const countryCodeRule = v.pipe(
  v.string(M.countryRequired.id),
  v.regex(/^[A-Z]{2}$/, M.countryRequired.id),
);

/** Calendar dates travel as ISO "YYYY-MM-DD"; the UI shows and accepts DD/MM/YYYY. */
export const isoDateRule = (required: Message) =>
  v.pipe(
    v.string(required.id),
    v.nonEmpty(required.id),
    v.isoDate(M.dateOfBirthInvalid.id),
    v.check((value) => isRealDate(value), M.dateOfBirthInvalid.id),
  );

/** Age in whole years on `today` of someone born on the ISO date `birth`. */
export function ageInYears(birth: string, today: Date): number {
  const [year, month, day] = birth.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - year;
  const hasHadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  if (!hasHadBirthday) age -= 1;
  return age;
}

/** Date of birth of an adult (spec: 18+), checked against the clock when the input is validated. */
export function adultDateOfBirthRule(now: () => Date = () => new Date()) {
  return v.pipe(
    isoDateRule(M.dateOfBirthRequired),
    v.check((value) => ageInYears(value, now()) >= MIN_AGE_YEARS, M.underAge.id),
  );
}

/** A date of birth that is real and not in the future (patients may be children). */
export function pastDateOfBirthRule(now: () => Date = () => new Date()) {
  return v.pipe(
    isoDateRule(M.dateOfBirthRequired),
    v.check((value) => ageInYears(value, now()) >= 0, M.dateOfBirthInvalid.id),
  );
}

/** Whether an ISO "YYYY-MM-DD" names a day that exists (no 31 April, no 29 February of 2023). */
export function isRealDate(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Spec §5: at least one letter, one number and one special character (any script's letters count). */
export const passwordRule = v.pipe(
  v.string(M.passwordRequired.id),
  v.nonEmpty(M.passwordRequired.id),
  v.maxLength(256, M.passwordRule.id),
  v.regex(/\p{L}/u, M.passwordRule.id),
  v.regex(/\p{N}/u, M.passwordRule.id),
  v.regex(/[^\p{L}\p{N}\s]/u, M.passwordRule.id),
);

/** Password and its confirmation; the mismatch is reported on `confirmPassword`. */
export const passwordWithConfirmSchema = v.pipe(
  v.strictObject({ password: passwordRule, confirmPassword: v.string(M.confirmPasswordMismatch.id) }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      M.confirmPasswordMismatch.id,
    ),
    ['confirmPassword'],
  ),
);

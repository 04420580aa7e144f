/**
 * The mobile-number rule, apart from the other rules because its phone metadata (libphonenumber)
 * weighs tens of KiB: only the forms that ask for a number should load it.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as v from 'valibot';
import { MOBILE_MAX_DIGITS } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

/**
 * A mobile number with its country code, sent and stored in E.164 ("+33612345678"). The spec's
 * "at most 15 digits" is E.164's own limit; libphonenumber checks the number is valid for its country.
 */
export const mobileRule = v.pipe(
  v.string(M.mobileRequired.id),
  v.trim(),
  v.nonEmpty(M.mobileRequired.id),
  v.check((value) => value.startsWith('+'), M.mobileRequired.id),
  v.check((value) => value.replace(/\D/g, '').length <= MOBILE_MAX_DIGITS, M.mobileTooLong.id),
  v.check((value) => isValidPhoneNumber(value), M.mobileInvalid.id),
  v.transform((value) => parsePhoneNumberFromString(value)?.number ?? value),
);

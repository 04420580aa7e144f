/**
 * Validation messages shared by every form (spec §5). Wording the spec gives is copied exactly —
 * including its capitalisation and punctuation; the rest is written in the same voice.
 */
import { defineMessages } from '../messages.ts';

export const VALIDATION_MESSAGES = defineMessages({
  firstNameRequired: /*i18n*/ { id: 'validation.firstName.required', message: 'Please enter first name' },
  lastNameRequired: /*i18n*/ { id: 'validation.lastName.required', message: 'Please enter last name' },
  nameRequired: /*i18n*/ { id: 'validation.name.required', message: 'Please enter name' },
  nameLength: /*i18n*/ { id: 'validation.name.length', message: 'Name must be between 2 and 30 characters' },
  nameLetters: /*i18n*/ { id: 'validation.name.letters', message: 'Name must contain letters only' },
  emailRequired: /*i18n*/ { id: 'validation.email.required', message: 'Please enter email' },
  emailInvalid: /*i18n*/ { id: 'validation.email.invalid', message: 'Please enter a valid email address' },
  mobileRequired: /*i18n*/ {
    id: 'validation.mobile.required',
    message: 'Please select country code and enter mobile number',
  },
  mobileInvalid: /*i18n*/ { id: 'validation.mobile.invalid', message: 'Please enter a valid mobile number' },
  mobileTooLong: /*i18n*/ {
    id: 'validation.mobile.tooLong',
    message: 'Mobile number must not exceed 15 digits',
  },
  dateOfBirthRequired: /*i18n*/ {
    id: 'validation.dateOfBirth.required',
    message: 'Please select date of birth',
  },
  dateOfBirthInvalid: /*i18n*/ {
    id: 'validation.dateOfBirth.invalid',
    message: 'Please enter a valid date in the format DD/MM/YYYY',
  },
  underAge: /*i18n*/ {
    id: 'validation.dateOfBirth.underAge',
    message: 'You must be at least 18 years old to proceed.',
  },
  genderRequired: /*i18n*/ { id: 'validation.gender.required', message: 'Please select gender' },
  countryRequired: /*i18n*/ { id: 'validation.country.required', message: 'Please select country' },
  passwordRequired: /*i18n*/ { id: 'validation.password.required', message: 'Please enter password' },
  passwordRule: /*i18n*/ {
    id: 'validation.password.rule',
    message: 'Password must contain at least one letter, one number and one special character',
  },
  confirmPasswordMismatch: /*i18n*/ {
    id: 'validation.password.confirm',
    message: 'Confirm password not match',
  },
  completeAllRequired: /*i18n*/ {
    id: 'validation.completeAllRequired',
    message: 'Please complete all required fields',
  },
});

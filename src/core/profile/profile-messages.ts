/**
 * Messages of the office profile that registration and Step 2 did not already have: days off and
 * the reason a session falls outside the specialist's availability (a warning, never a refusal).
 */
import { defineMessages } from '../messages.ts';

export const PROFILE_MESSAGES = defineMessages({
  dayOffRequired: /*i18n*/ {
    id: 'profile.dayOff.required',
    message: 'Please select the first and last day off',
  },
  dayOffOrder: /*i18n*/ {
    id: 'profile.dayOff.order',
    message: 'The last day off must not be before the first',
  },
  daysOffTooMany: /*i18n*/ { id: 'profile.daysOff.tooMany', message: 'You can add at most 50 periods off' },
  notFound: /*i18n*/ { id: 'profile.notFound', message: 'Profile not found' },
  outsideHours: /*i18n*/ {
    id: 'profile.availability.outsideHours',
    message: 'This time is outside your availability.',
  },
  dayOff: /*i18n*/ { id: 'profile.availability.dayOff', message: 'This day is one of your days off.' },
  slotTakesPackagesOnly: /*i18n*/ {
    id: 'profile.availability.packagesOnly',
    message: 'These hours are for package sessions only.',
  },
  slotTakesSinglesOnly: /*i18n*/ {
    id: 'profile.availability.singlesOnly',
    message: 'These hours are for single sessions only.',
  },
});

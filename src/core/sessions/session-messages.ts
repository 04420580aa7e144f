/**
 * Messages of the session screens and API, as descriptors the browser and the server both translate:
 * field rules, illegal status changes, overlap, and the lookups that fail. Limits written in the
 * wording (5,000, 500) are those of session-schema.ts: a valibot issue carries only the id, so the
 * catalog holds the number in each language's own digits and separators.
 */
import { defineMessages } from '../messages.ts';

export const SESSION_MESSAGES = defineMessages({
  patientRequired: /*i18n*/ { id: 'session.patient.required', message: 'Please select a patient' },
  patientNotYours: /*i18n*/ {
    id: 'session.patient.notYours',
    message: 'Please select one of your patients',
  },
  startsAtRequired: /*i18n*/ {
    id: 'session.startsAt.required',
    message: 'Please select the date and time of the session',
  },
  instantInvalid: /*i18n*/ { id: 'session.instant.invalid', message: 'Please enter a valid date and time' },
  timeZoneInvalid: /*i18n*/ { id: 'session.timeZone.invalid', message: 'Please select a valid time zone' },
  durationRequired: /*i18n*/ {
    id: 'session.duration.required',
    message: 'Please select a duration of 30 minutes or 1 hour',
  },
  modeRequired: /*i18n*/ { id: 'session.mode.required', message: 'Please select session mode' },
  typeRequired: /*i18n*/ { id: 'session.type.required', message: 'Please select session type' },
  packageRequired: /*i18n*/ { id: 'session.package.required', message: 'Please select a package' },
  packageNotAllowed: /*i18n*/ {
    id: 'session.package.notAllowed',
    message: 'A single session cannot belong to a package',
  },
  statusInvalid: /*i18n*/ { id: 'session.status.invalid', message: 'Please select a valid status' },
  currencyInvalid: /*i18n*/ { id: 'session.currency.invalid', message: 'Please select a valid currency' },
  chargeInvalid: /*i18n*/ {
    id: 'session.charge.invalid',
    message: 'Please enter a valid charge of 0 or more',
  },
  commissionRateInvalid: /*i18n*/ {
    id: 'session.commissionRate.invalid',
    message: 'The commission rate must be between 0% and 100%',
  },
  moneyInconsistent: /*i18n*/ {
    id: 'session.money.inconsistent',
    message: 'The commission, amount and total amount do not match the charge',
  },
  referenceInvalid: /*i18n*/ { id: 'session.reference.invalid', message: 'Invalid session reference' },
  notesTooLong: /*i18n*/ {
    id: 'session.notes.tooLong',
    message: 'Notes must not exceed 5,000 characters',
  },
  cancelReasonTooLong: /*i18n*/ {
    id: 'session.cancelReason.tooLong',
    message: 'The reason must not exceed 500 characters',
  },
  historyInvalid: /*i18n*/ { id: 'session.history.invalid', message: 'Invalid status history' },

  createMustBeScheduled: /*i18n*/ {
    id: 'session.transition.createScheduled',
    message: 'A new session must start as scheduled.',
  },
  completedFinal: /*i18n*/ {
    id: 'session.transition.completedFinal',
    message: 'A completed session can no longer be changed.',
  },
  noShowFinal: /*i18n*/ {
    id: 'session.transition.noShowFinal',
    message: 'A session marked as a no-show can no longer be changed.',
  },
  noShowOnlyPlanned: /*i18n*/ {
    id: 'session.transition.noShowOnlyPlanned',
    message: 'Only a scheduled session whose start has passed can be marked as a no-show.',
  },
  seriesInvalid: /*i18n*/ { id: 'session.series.invalid', message: 'Invalid series of sessions' },
  seriesEmpty: /*i18n*/ {
    id: 'session.series.empty',
    message: 'Every session of this series clashes with one already booked: none was booked.',
  },
  seriesCountInvalid: /*i18n*/ {
    id: 'session.series.countInvalid',
    message: 'Enter how many sessions, from 2 to {max}.',
  },
  seriesUntilInvalid: /*i18n*/ {
    id: 'session.series.untilInvalid',
    message: 'Choose a last day after the first session.',
  },
  seriesRuleInvalid: /*i18n*/ {
    id: 'session.series.ruleInvalid',
    message: 'Enter a repeat rule such as FREQ=WEEKLY;BYDAY=MO,TH;COUNT=10 (daily, weekly or monthly).',
  },
  seriesRuleEndless: /*i18n*/ {
    id: 'session.series.ruleEndless',
    message: 'The repeat rule needs an end: COUNT (how many) or UNTIL (a last day).',
  },
  seriesTooMany: /*i18n*/ {
    id: 'session.series.tooMany',
    message: 'A series holds at most {max} sessions.',
  },
  feeInvalid: /*i18n*/ {
    id: 'session.fee.invalid',
    message: "Enter the fee as an amount of the session's currency, or 0 for none.",
  },
  feeOnlyMissed: /*i18n*/ {
    id: 'session.fee.onlyMissed',
    message: 'Only a no-show or a late cancellation can carry a fee.',
  },
  cancelledFinal: /*i18n*/ {
    id: 'session.transition.cancelledFinal',
    message: 'A cancelled session can no longer be changed.',
  },
  startOnlyScheduled: /*i18n*/ {
    id: 'session.transition.startOnlyScheduled',
    message: 'Only a scheduled session can be started.',
  },
  completeOnlyStarted: /*i18n*/ {
    id: 'session.transition.completeOnlyStarted',
    message: 'A session can only be completed once it has started.',
  },
  cancelOnlyScheduled: /*i18n*/ {
    id: 'session.transition.cancelOnlyScheduled',
    message: 'Only a scheduled session can be cancelled.',
  },
  startedNoReschedule: /*i18n*/ {
    id: 'session.transition.startedNoReschedule',
    message: 'A session that has started can no longer be rescheduled.',
  },
  startedNoPatientChange: /*i18n*/ {
    id: 'session.transition.startedNoPatientChange',
    message: 'A session that has started can no longer change patient.',
  },
  cancelReasonRequired: /*i18n*/ {
    id: 'session.cancelReason.required',
    message: 'Please give a reason for the cancellation.',
  },

  /** `reference` is the other session's reference, `time` its start in the reader's zone and language. */
  overlap: /*i18n*/ {
    id: 'session.overlap',
    message: 'This time overlaps another session ({reference} at {time}).',
  },
  notFound: /*i18n*/ { id: 'session.notFound', message: 'Session not found.' },
});

/**
 * The wording of notifications and of their rules, as descriptors the browser and the server (Web
 * Push) both translate. A notification's text is made from its kind and its values in the reader's
 * language at the time it is read, so switching language changes every notification shown.
 */
import { defineMessages } from '../messages.ts';

export const NOTIFICATION_MESSAGES = defineMessages({
  unchangeable: /*i18n*/ {
    id: 'notification.unchangeable',
    message: 'A notification can only be marked as read',
  },
  readAtInvalid: /*i18n*/ { id: 'notification.readAt.invalid', message: 'The reading time is not valid' },
  notFound: /*i18n*/ { id: 'notification.notFound', message: 'Notification not found' },
  invalid: /*i18n*/ { id: 'notification.invalid', message: 'This notification is not valid' },
  pushServiceRefused: /*i18n*/ {
    id: 'notification.push.serviceRefused',
    message: 'Notifications can only go through your browser’s own push service',
  },
  pushEndpointTaken: /*i18n*/ {
    id: 'notification.push.endpointTaken',
    message: 'This browser already receives another account’s notifications',
  },
});

/** Each kind's text; `{name}` is the patient's or package's name, `{time}` a date and time. */
export const NOTIFICATION_TEXTS = defineMessages({
  chatMessage: /*i18n*/ {
    id: 'notification.chatMessage',
    message: '{count, plural, one {New message from {name}} other {# new messages from {name}}}',
  },
  sessionSoon: /*i18n*/ { id: 'notification.sessionSoon', message: 'Session with {name} starts at {time}' },
  sessionBooked: /*i18n*/ {
    id: 'notification.sessionBooked',
    message: 'Session with {name} booked for {time}',
  },
  bookingRequest: /*i18n*/ {
    id: 'notification.bookingRequest',
    message: '{name} asks for a session on {time}',
  },
  sessionRescheduled: /*i18n*/ {
    id: 'notification.sessionRescheduled',
    message: 'Session with {name} moved to {time}',
  },
  packageNearlyUsed: /*i18n*/ {
    id: 'notification.packageNearlyUsed',
    message: '{name}: {count, plural, =0 {no session left} one {# session left} other {# sessions left}}',
  },
  packageExpiring: /*i18n*/ { id: 'notification.packageExpiring', message: '{name} expires on {time}' },
  profileAccepted: /*i18n*/ {
    id: 'notification.profileAccepted',
    message: 'Your profile changes were accepted',
  },
  profileCorrection: /*i18n*/ {
    id: 'notification.profileCorrection',
    message: 'Your profile needs corrections: {name}',
  },
  changeRefused: /*i18n*/ {
    id: 'notification.changeRefused',
    message: 'A change could not be saved: {name}',
  },
});

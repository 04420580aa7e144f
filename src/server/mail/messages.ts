/**
 * Texts of the e-mails, as descriptors so `lingui extract` collects them and each mail is written
 * in the applicant's (or patient's) language. Placeholders: {name}, {reason}, {note}, {hours},
 * {specialist}, {days}, and a session's {when}, {duration} and {mode}.
 */
import { defineMessages } from '#core/messages';

export const MAIL_MESSAGES = defineMessages({
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Hello {name},' },
  signature: /*i18n*/ { id: 'mail.signature', message: 'The MindOffice team' },
  linkFallback: /*i18n*/ {
    id: 'mail.linkFallback',
    message: 'If the button does not work, copy this link into your browser:',
  },
  linkValidity: /*i18n*/ {
    id: 'mail.linkValidity',
    message: 'This link is valid for {hours} hours and can be used only once.',
  },
  approvalSubject: /*i18n*/ {
    id: 'mail.approval.subject',
    message: 'Your MindOffice registration is approved',
  },
  approvalBody: /*i18n*/ {
    id: 'mail.approval.body',
    message: 'Good news: your registration has been approved. Create your password to continue.',
  },
  approvalAction: /*i18n*/ { id: 'mail.approval.action', message: 'Create my password' },
  agreementSubject: /*i18n*/ { id: 'mail.agreement.subject', message: 'Your MindOffice working agreement' },
  agreementBody: /*i18n*/ {
    id: 'mail.agreement.body',
    message:
      'Your password is set. Please read the working agreement below and accept it with the I Agree button.',
  },
  agreementAfter: /*i18n*/ {
    id: 'mail.agreement.after',
    message:
      'Once you agree, sign in and complete your profile: it becomes active as soon as it is complete.',
  },
  rejectionSubject: /*i18n*/ { id: 'mail.rejection.subject', message: 'About your MindOffice registration' },
  rejectionBody: /*i18n*/ {
    id: 'mail.rejection.body',
    message: 'Thank you for your interest in MindOffice. After review, we cannot approve your registration.',
  },
  rejectionReason: /*i18n*/ { id: 'mail.rejection.reason', message: 'Reason: {reason}' },
  rejectionAgain: /*i18n*/ {
    id: 'mail.rejection.again',
    message: 'You are welcome to register again with updated information.',
  },
  correctionSubject: /*i18n*/ {
    id: 'mail.correction.subject',
    message: 'A correction to your MindOffice credentials',
  },
  correctionBody: /*i18n*/ {
    id: 'mail.correction.body',
    message:
      'We reviewed the changes to your credentials (profession, diplomas, trainings or documents) and need a correction before we can accept them.',
  },
  correctionNote: /*i18n*/ { id: 'mail.correction.note', message: 'What to correct: {note}' },
  correctionHow: /*i18n*/ {
    id: 'mail.correction.how',
    message:
      'Please update the Professional section of your profile. Your profile stays active in the meantime.',
  },
  resetSubject: /*i18n*/ { id: 'mail.reset.subject', message: 'Reset your MindOffice password' },
  resetBody: /*i18n*/ {
    id: 'mail.reset.body',
    message: 'We received a request to reset your password. Choose a new one with the link below.',
  },
  resetAction: /*i18n*/ { id: 'mail.reset.action', message: 'Reset my password' },
  resetIgnore: /*i18n*/ {
    id: 'mail.reset.ignore',
    message: 'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
  },
  unlockSubject: /*i18n*/ {
    id: 'mail.unlock.subject',
    message: 'Many failed sign-in attempts on your MindOffice account',
  },
  unlockBody: /*i18n*/ {
    id: 'mail.unlock.body',
    message:
      'Someone has tried many wrong passwords for your account, so sign-in is slowed down for the devices they used. Your password has not been changed.',
  },
  unlockAction: /*i18n*/ { id: 'mail.unlock.action', message: 'Unlock sign-in' },
  chatLinkSubject: /*i18n*/ {
    id: 'mail.chatLink.subject',
    message: '{specialist} opened a conversation with you',
  },
  chatLinkBody: /*i18n*/ {
    id: 'mail.chatLink.body',
    message:
      '{specialist} opened a private conversation with you on MindOffice. Use the button below to read and answer their messages; you do not need an account.',
  },
  chatLinkAction: /*i18n*/ { id: 'mail.chatLink.action', message: 'Open the conversation' },
  chatLinkPrivate: /*i18n*/ {
    id: 'mail.chatLink.private',
    message:
      'Keep this link to yourself: whoever has it can read the conversation. It works for {days} days, until {specialist} replaces or closes it.',
  },
  unlockIfYou: /*i18n*/ {
    id: 'mail.unlock.ifYou',
    message: 'If it was you and you can no longer sign in, use the button below to unlock sign-in.',
  },
  unlockIfNotYou: /*i18n*/ {
    id: 'mail.unlock.ifNotYou',
    message: 'If it was not you, you do not need to do anything; you may also choose a new password.',
  },
  twoFactorOffSubject: /*i18n*/ {
    id: 'mail.twoFactorOff.subject',
    message: 'Two-factor sign-in was turned off on your MindOffice account',
  },
  twoFactorOffBody: /*i18n*/ {
    id: 'mail.twoFactorOff.body',
    message:
      'Two-factor sign-in was turned off on your account with your password. Your password alone now signs in.',
  },
  twoFactorResetSubject: /*i18n*/ {
    id: 'mail.twoFactorReset.subject',
    message: 'An administrator reset your two-factor sign-in',
  },
  twoFactorResetBody: /*i18n*/ {
    id: 'mail.twoFactorReset.body',
    message:
      'An administrator removed the authenticator app and the recovery codes of your account. Sign in with your password, then set two-factor sign-in up again from Sign-in security.',
  },
  twoFactorIfNotYou: /*i18n*/ {
    id: 'mail.twoFactor.ifNotYou',
    message:
      'If you did not ask for this, choose a new password now with “Forgot password?” on the sign-in page, and tell your administrator.',
  },
  accountClosedSubject: /*i18n*/ {
    id: 'mail.accountClosed.subject',
    message: 'Your MindOffice account is closed',
  },
  accountClosedBody: /*i18n*/ {
    id: 'mail.accountClosed.body',
    message:
      'You closed your account. Your profile, your patients and everything about them, your sessions, articles, messages and documents have been erased from MindOffice, and your devices were signed out.',
  },
  accountClosedIfNotYou: /*i18n*/ {
    id: 'mail.accountClosed.ifNotYou',
    message:
      'This e-mail is the last one MindOffice sends to this address. If you did not close the account yourself, contact the MindOffice administrators at once.',
  },
  sessionBookedSubject: /*i18n*/ {
    id: 'mail.sessionBooked.subject',
    message: 'Your session with {specialist} is booked',
  },
  sessionBookedBody: /*i18n*/ {
    id: 'mail.sessionBooked.body',
    message: '{specialist} booked a session with you: {when}, {duration} minutes, {mode}.',
  },
  sessionChangedSubject: /*i18n*/ {
    id: 'mail.sessionChanged.subject',
    message: 'Your session with {specialist} has changed',
  },
  sessionChangedBody: /*i18n*/ {
    id: 'mail.sessionChanged.body',
    message: 'Your session with {specialist} is now on {when}, {duration} minutes, {mode}.',
  },
  sessionCancelledSubject: /*i18n*/ {
    id: 'mail.sessionCancelled.subject',
    message: 'Your session with {specialist} is cancelled',
  },
  sessionCancelledBody: /*i18n*/ {
    id: 'mail.sessionCancelled.body',
    message: '{specialist} cancelled your session of {when}.',
  },
  sessionReminderSubject: /*i18n*/ {
    id: 'mail.sessionReminder.subject',
    message: 'Reminder: your session with {specialist}, {when}',
  },
  sessionReminderBody: /*i18n*/ {
    id: 'mail.sessionReminder.body',
    message: 'A reminder of your session with {specialist}: {when}, {duration} minutes, {mode}.',
  },
  sessionCalendar: /*i18n*/ {
    id: 'mail.session.calendar',
    message: 'The invitation with this e-mail puts the session in your calendar and keeps it up to date.',
  },
  sessionCancelReason: /*i18n*/ {
    id: 'mail.sessionCancelled.reason',
    message: '{specialist} wrote: “{reason}”',
  },
  sessionLateCancelFee: /*i18n*/ {
    id: 'mail.sessionCancelled.lateFee',
    message:
      'As it was cancelled inside the notice period of {specialist}, a late cancellation fee of {fee} applies.',
  },
  seriesBookedSubject: /*i18n*/ {
    id: 'mail.seriesBooked.subject',
    message: 'Your {count} sessions with {specialist} are booked',
  },
  seriesBookedBody: /*i18n*/ {
    id: 'mail.seriesBooked.body',
    message: '{specialist} booked {count} sessions with you, each of {duration} minutes, by {mode}:',
  },
  seriesCalendar: /*i18n*/ {
    id: 'mail.series.calendar',
    message:
      'The invitation with this e-mail puts each of these sessions in your calendar and keeps them up to date.',
  },
  seriesCancelledSubject: /*i18n*/ {
    id: 'mail.seriesCancelled.subject',
    message: '{count} sessions with {specialist} are cancelled',
  },
  seriesCancelledBody: /*i18n*/ {
    id: 'mail.seriesCancelled.body',
    message: '{specialist} cancelled these {count} sessions with you:',
  },
  seriesCalendarCancel: /*i18n*/ {
    id: 'mail.series.calendarCancel',
    message: 'The notice with this e-mail takes these sessions out of your calendar.',
  },
  bookingReceivedSubject: /*i18n*/ {
    id: 'mail.bookingReceived.subject',
    message: 'Your request for a session with {specialist}',
  },
  bookingReceivedBody: /*i18n*/ {
    id: 'mail.bookingReceived.body',
    message: 'Thank you: {specialist} has your request for a session on {when}.',
  },
  bookingReceivedNext: /*i18n*/ {
    id: 'mail.bookingReceived.next',
    message: 'The time is held for you until {specialist} answers, by e-mail.',
  },
  bookingDeclinedSubject: /*i18n*/ {
    id: 'mail.bookingDeclined.subject',
    message: 'About your request for a session with {specialist}',
  },
  bookingDeclinedBody: /*i18n*/ {
    id: 'mail.bookingDeclined.body',
    message: 'Thank you for your request. {specialist} is sorry not to be able to see you on {when}.',
  },
  bookingDeclinedOther: /*i18n*/ {
    id: 'mail.bookingDeclined.other',
    message: 'You are welcome to choose another time that suits you.',
  },
  bookingChooseAnother: /*i18n*/ { id: 'mail.bookingDeclined.action', message: 'Choose another time' },
  sessionCalendarCancel: /*i18n*/ {
    id: 'mail.session.calendarCancel',
    message: 'The notice with this e-mail takes the session out of your calendar.',
  },
  sessionJoinOnline: /*i18n*/ {
    id: 'mail.session.joinOnline',
    message:
      'You join it from the conversation link {specialist} sent you: it opens the session a few minutes before it starts.',
  },
  sessionJoinByLink: /*i18n*/ {
    id: 'mail.session.joinByLink',
    message:
      'You join it from your conversation with {specialist}: the button below opens it, and the session a few minutes before it starts.',
  },
  sessionByChatLink: /*i18n*/ {
    id: 'mail.session.byChatLink',
    message: 'It is held in writing, in your conversation with {specialist}, which the button below opens.',
  },
  sessionOpenConversation: /*i18n*/ {
    id: 'mail.session.openConversation',
    message: 'Open your conversation',
  },
  sessionByChat: /*i18n*/ {
    id: 'mail.session.byChat',
    message: 'It is held in writing, in your conversation with {specialist}.',
  },
  sessionCalendarTitle: /*i18n*/ {
    id: 'mail.session.calendarTitle',
    message: 'Session with {specialist}',
  },
});

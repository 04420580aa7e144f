/**
 * The e-mails a patient receives about a session (issue 39), and where each queued one stands: the
 * server queues and sends them (src/server/patient-mail); the kinds are shared so the office can say
 * what was sent.
 */
export const PATIENT_MAIL_KINDS = ['booked', 'changed', 'cancelled', 'reminder'] as const;
export type PatientMailKind = (typeof PATIENT_MAIL_KINDS)[number];

/** `sending`: claimed by one process; `dropped`: no longer true when due (the session moved or ended). */
export const PATIENT_MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'dropped'] as const;
export type PatientMailStatus = (typeof PATIENT_MAIL_STATUSES)[number];

/** When a patient may be reminded before a session, in minutes: a day, two hours, an hour before. */
export const REMINDER_OFFSET_CHOICES = [24 * 60, 120, 60] as const;
export type ReminderOffset = (typeof REMINDER_OFFSET_CHOICES)[number];

/** The reminders of a practice that has not chosen: a day and an hour before a session. */
export const DEFAULT_REMINDER_OFFSETS_MINUTES: readonly ReminderOffset[] = [24 * 60, 60];

/** One e-mail about a session as the office sees it: which, where it stands, when due and when sent. */
export type PatientMailLine = {
  kind: PatientMailKind;
  status: PatientMailStatus;
  /** For a reminder: how long before the start (minutes); null for the others. */
  offsetMinutes: number | null;
  dueAt: string;
  sentAt: string | null;
};

/** `GET`: the e-mails about one of the caller's sessions, oldest first. */
export const sessionPatientMailsPath = (sessionId: string) => `/api/sessions/${sessionId}/patient-mails`;

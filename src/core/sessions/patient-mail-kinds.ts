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

/** Reminders before a session, by default: a day and an hour before it starts. */
export const DEFAULT_REMINDER_OFFSETS_MINUTES = [24 * 60, 60] as const;

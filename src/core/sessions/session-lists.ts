/**
 * The coded values of a session (status, type, mode, duration) with their labels. Codes are stable
 * wire and database values; labels are descriptors translated where they are shown.
 */
import { THERAPY_MODE_CODES, THERAPY_MODES, type TherapyMode } from '../onboarding/practice-lists.ts';
import { codesOf, type ReferenceItem } from '../onboarding/reference-item.ts';

/** The spec's four statuses plus Cancelled and No-show; which change leads where is session-status.ts. */
export const SESSION_STATUSES = [
  { code: 'scheduled', label: /*i18n*/ { id: 'session.status.scheduled', message: 'Scheduled' } },
  { code: 'rescheduled', label: /*i18n*/ { id: 'session.status.rescheduled', message: 'Rescheduled' } },
  { code: 'ongoing', label: /*i18n*/ { id: 'session.status.ongoing', message: 'Ongoing' } },
  { code: 'completed', label: /*i18n*/ { id: 'session.status.completed', message: 'Completed' } },
  { code: 'cancelled', label: /*i18n*/ { id: 'session.status.cancelled', message: 'Cancelled' } },
  // The patient did not come (issue 39): marked once the start has passed; it earns nothing and, on a
  // package, uses its session.
  { code: 'noShow', label: /*i18n*/ { id: 'session.status.noShow', message: 'No-show' } },
] as const satisfies readonly ReferenceItem[];
export type SessionStatus = (typeof SESSION_STATUSES)[number]['code'];
export const SESSION_STATUS_CODES = codesOf(SESSION_STATUSES);

/** A package session draws on a package the patient bought (the packages issue adds the choice). */
export const SESSION_TYPES = [
  { code: 'single', label: /*i18n*/ { id: 'session.type.single', message: 'Single session' } },
  { code: 'package', label: /*i18n*/ { id: 'session.type.package', message: 'Package session' } },
] as const satisfies readonly ReferenceItem[];
export type SessionType = (typeof SESSION_TYPES)[number]['code'];
export const SESSION_TYPE_CODES = codesOf(SESSION_TYPES);

/** The same three modes a specialist offers in the profile, with the same labels. */
export const SESSION_MODES = THERAPY_MODES;
export type SessionMode = TherapyMode;
export const SESSION_MODE_CODES = THERAPY_MODE_CODES;

/** The two durations the profile prices (spec: a price for 30 minutes and one for 1 hour). */
export const SESSION_DURATIONS_MINUTES = [30, 60] as const;
export type SessionDurationMinutes = (typeof SESSION_DURATIONS_MINUTES)[number];
export const SESSION_DURATION_MAX_MINUTES = 60;

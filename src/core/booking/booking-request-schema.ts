/**
 * A booking request (issue 39): someone without an account asks a specialist, from their public
 * booking page (`/book/{id}`), for a session at one of the open slots. The server creates the row from
 * the page's request; the specialist answers it from the office: accepted — with the patient (matched
 * by e-mail or created) and the session booked for it — or declined, which sends a polite note. What
 * the person wrote is never edited.
 */
import * as v from 'valibot';
import { LANGUAGE_CODES } from '../languages.ts';
import { SESSION_DURATIONS_MINUTES, SESSION_MODE_CODES } from '../sessions/session-lists.ts';
import { instantRule } from '../sessions/session-schema.ts';
import type { FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { mobileRule } from '../validation/mobile.ts';
import { withoutUnsafeCharacters } from '../validation/plain-text.ts';
import { emailRule, uuidRule } from '../validation/rules.ts';
import { BOOKING_MESSAGES as M } from './booking-messages.ts';

export const BOOKING_NAME_MAX_CHARS = 120;
export const BOOKING_MESSAGE_MAX_CHARS = 1000;
export const BOOKING_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type BookingRequestStatus = (typeof BOOKING_REQUEST_STATUSES)[number];

/** What the person fills in on the booking page. */
export const bookingRequestInputEntries = {
  startsAt: instantRule(M.slotRequired),
  durationMinutes: v.picklist(SESSION_DURATIONS_MINUTES, M.slotRequired.id),
  mode: v.picklist(SESSION_MODE_CODES, M.slotRequired.id),
  name: v.pipe(
    v.string(M.nameRequired.id),
    v.transform(withoutUnsafeCharacters),
    v.trim(),
    v.nonEmpty(M.nameRequired.id),
    v.maxLength(BOOKING_NAME_MAX_CHARS, M.nameTooLong.id),
  ),
  email: emailRule,
  phone: mobileRule,
  message: v.pipe(
    v.string(M.messageTooLong.id),
    v.transform(withoutUnsafeCharacters),
    v.trim(),
    v.maxLength(BOOKING_MESSAGE_MAX_CHARS, M.messageTooLong.id),
  ),
  /** The page's language: the person's replies are written in it. */
  language: v.picklist(LANGUAGE_CODES, M.statusInvalid.id),
};

export const bookingRequestFieldEntries = {
  ...bookingRequestInputEntries,
  /** When the server took the request. */
  receivedAt: instantRule(M.statusInvalid),
  status: v.picklist(BOOKING_REQUEST_STATUSES, M.statusInvalid.id),
  /** Set on acceptance: the patient and the session booked for the request. */
  patientId: v.nullable(uuidRule(M.acceptNeedsSession)),
  sessionId: v.nullable(uuidRule(M.acceptNeedsSession)),
  decidedAt: v.nullable(instantRule(M.statusInvalid)),
};

export type BookingRequestInput = v.InferOutput<
  v.StrictObjectSchema<typeof bookingRequestInputEntries, undefined>
>;
export type BookingRequestFields = FieldsOf<typeof bookingRequestFieldEntries>;
export type BookingRequestRow = SyncedRow & BookingRequestFields;

export const bookingRequestInputSchema = v.strictObject(bookingRequestInputEntries);

/**
 * Booking requests as a synced entity (`bookingRequest.update` on `/api/booking-requests`): the server
 * creates them from the public booking page (src/server/booking), the office answers them. Only the
 * answer changes: pending → accepted (with the patient and the session booked for it) or declined,
 * once; what the person asked stays as they wrote it.
 */
import { defineSyncedEntity, type SettleContext, type Settlement } from '../sync/entity.ts';
import { BOOKING_MESSAGES as M } from './booking-messages.ts';
import {
  type BookingRequestFields,
  bookingRequestFieldEntries,
  bookingRequestInputEntries,
} from './booking-request-schema.ts';

export const BOOKING_REQUESTS_PATH = '/api/booking-requests';

const ASKED = [...Object.keys(bookingRequestInputEntries), 'receivedAt'] as (keyof BookingRequestFields &
  string)[];

export function settleBookingRequest(
  existing: BookingRequestFields | undefined,
  proposed: BookingRequestFields,
  { now }: SettleContext,
): Settlement<BookingRequestFields> {
  const refuse = (field: keyof BookingRequestFields & string, message: (typeof M)[keyof typeof M]) =>
    ({ ok: false, error: { field, message } }) as const;
  // Made by the server from the booking page only (its `writes` leave the office no create).
  if (!existing) return refuse('status', M.statusInvalid);
  const changed = ASKED.find((field) => proposed[field] !== existing[field]);
  if (changed) return refuse(changed, M.requestLocked);
  if (proposed.status === existing.status) return { ok: true, fields: existing };
  if (existing.status !== 'pending') return refuse('status', M.decided);
  const decidedAt = proposed.decidedAt ?? now;
  if (proposed.status === 'accepted') {
    if (proposed.patientId === null) return refuse('patientId', M.acceptNeedsSession);
    if (proposed.sessionId === null) return refuse('sessionId', M.acceptNeedsSession);
    const { patientId, sessionId } = proposed;
    return { ok: true, fields: { ...existing, status: 'accepted', patientId, sessionId, decidedAt } };
  }
  if (proposed.status === 'declined')
    return {
      ok: true,
      fields: { ...existing, status: 'declined', patientId: null, sessionId: null, decidedAt },
    };
  return refuse('status', M.statusInvalid);
}

export const BOOKING_REQUEST_ENTITY = defineSyncedEntity({
  name: 'bookingRequest',
  table: 'bookingRequests',
  path: BOOKING_REQUESTS_PATH,
  fieldEntries: bookingRequestFieldEntries,
  writes: ['update'],
  stepFields: ['status'],
  settle: settleBookingRequest,
});

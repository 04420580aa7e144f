/**
 * The office's answers to booking requests (#core/booking), offline like every write: accepting books
 * the session for the patient — the one of the device with the request's e-mail, or one just created —
 * at the profile's price for its length, then marks the request accepted with both; the outbox sends
 * them in that order, so the server finds the patient and the session the answer names. Declining
 * marks it so; the server then sends the person a polite note.
 */
import { BOOKING_REQUEST_ENTITY } from '#core/booking/booking-request-entity';
import type { BookingRequestRow } from '#core/booking/booking-request-schema';
import type { PatientRow } from '#core/patients/patient-schema';
import { getDb, type MindofficeDb } from '../db.ts';
import { priceFor, readOfficeTerms } from '../sessions/office-terms.ts';
import { bookSession, type SessionWriteResult, type WriteOptions } from '../sessions/session-commands.ts';
import { queueUpdate } from '../sync/queue-writes.ts';

/** The requests waiting for an answer, by the time they ask for. */
export async function pendingBookingRequests(db: MindofficeDb = getDb()): Promise<BookingRequestRow[]> {
  return db.bookingRequests.orderBy('pendingStartsAt').toArray();
}

/** The device's live patient with this e-mail, if any (the request's person may be one already). */
export async function patientWithEmail(
  email: string,
  db: MindofficeDb = getDb(),
): Promise<PatientRow | undefined> {
  const wanted = email.trim().toLowerCase();
  return db.patients.filter((row) => row.deletedAt === null && row.email.toLowerCase() === wanted).first();
}

export async function acceptBookingRequest(
  request: BookingRequestRow,
  patientId: string,
  options: WriteOptions,
): Promise<SessionWriteResult> {
  const db = options.db ?? getDb();
  const terms = await readOfficeTerms(db);
  const booked = await bookSession(
    {
      patientId,
      startsAt: request.startsAt,
      durationMinutes: request.durationMinutes,
      mode: request.mode,
      type: 'single',
      packageId: null,
      charge: priceFor(terms, request.durationMinutes) ?? 0,
      notes: request.message,
    },
    options,
  );
  if (!booked.ok) return booked;
  const decidedAt = (options.now ?? new Date()).toISOString();
  await queueUpdate(
    BOOKING_REQUEST_ENTITY,
    request.id,
    { status: 'accepted', patientId, sessionId: booked.id, decidedAt },
    db,
  );
  return booked;
}

export async function declineBookingRequest(
  request: BookingRequestRow,
  options: WriteOptions,
): Promise<void> {
  const decidedAt = (options.now ?? new Date()).toISOString();
  await queueUpdate(
    BOOKING_REQUEST_ENTITY,
    request.id,
    { status: 'declined', decidedAt },
    options.db ?? getDb(),
  );
}

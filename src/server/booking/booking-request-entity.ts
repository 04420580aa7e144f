/**
 * Booking requests on the server (#core/booking): created by the public booking page
 * (booking-requests.ts), answered from the office through the engine. An acceptance names the owner's
 * live patient and session booked for it; a declined request queues its polite note (booking_replies),
 * which the patient mail sweep sends.
 */
import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES as M } from '#core/booking/booking-messages';
import { BOOKING_REQUEST_ENTITY } from '#core/booking/booking-request-entity';
import type { BookingRequestFields } from '#core/booking/booking-request-schema';
import { bookingReplies, bookingRequests } from '../db/schema.ts';
import { patientEntity } from '../patients/patient-entity.ts';
import { sessionEntity } from '../sessions/session-entity.ts';
import { defineServerEntity, type ServerEntity } from '../sync/entity-definition.ts';

export type BookingRequestRecord = typeof bookingRequests.$inferSelect;

export const bookingRequestEntity: ServerEntity = defineServerEntity<
  BookingRequestFields,
  BookingRequestRecord
>({
  synced: BOOKING_REQUEST_ENTITY,
  table: bookingRequests,
  notFound: M.statusInvalid,
  references: [
    { field: 'patientId', target: () => patientEntity, message: M.acceptNeedsSession },
    { field: 'sessionId', target: () => sessionEntity, message: M.acceptNeedsSession },
  ],
  async afterWrite(tx, write) {
    const isDeclined = write.fields.status === 'declined' && write.existing?.status === 'pending';
    if (isDeclined)
      await tx
        .insert(bookingReplies)
        .values({ requestId: write.id, ownerId: write.ownerId, kind: 'declined', dueAt: write.now })
        .onConflictDoNothing();
  },
  // An accepted request erased with its patient keeps the time it asked for, which names no one.
  erasure: {
    rowsOf: (patientId) => eq(bookingRequests.patientId, patientId),
    blank: { name: '', email: '', phone: '', message: '' },
  },
});

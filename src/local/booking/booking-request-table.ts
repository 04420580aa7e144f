/**
 * The device's booking requests (#core/booking), read by the office's requests page: by the time
 * asked for, the pending ones first through `pendingStartsAt` (absent once answered or deleted).
 */
import { BOOKING_REQUEST_ENTITY } from '#core/booking/booking-request-entity';
import type { BookingRequestRow } from '#core/booking/booking-request-schema';
import { defineSyncedTable } from '../local-table.ts';

export type StoredBookingRequest = BookingRequestRow & { pendingStartsAt?: string };

export function withBookingRequestKeys(row: BookingRequestRow): StoredBookingRequest {
  const { pendingStartsAt: _key, ...plain } = row as StoredBookingRequest;
  return plain.deletedAt === null && plain.status === 'pending'
    ? { ...plain, pendingStartsAt: plain.startsAt }
    : plain;
}

export const BOOKING_REQUESTS_TABLE = defineSyncedTable<StoredBookingRequest>()('bookingRequests', {
  entity: BOOKING_REQUEST_ENTITY,
  toStored: withBookingRequestKeys,
  patientOf: (row) => row.patientId,
  history: [{ version: 24, stores: 'id, pendingStartsAt, startsAt' }],
});

import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES as M } from './booking-messages.ts';
import { settleBookingRequest } from './booking-request-entity.ts';
import type { BookingRequestFields } from './booking-request-schema.ts';

const NOW = '2026-12-01T10:00:00.000Z';
const pending: BookingRequestFields = {
  startsAt: '2026-12-07T08:00:00.000Z',
  durationMinutes: 60,
  mode: 'video',
  name: 'Ana Booker',
  email: 'ana@example.test',
  phone: '+33612345678',
  message: 'Hello',
  language: 'FR',
  receivedAt: '2026-11-30T10:00:00.000Z',
  status: 'pending',
  patientId: null,
  sessionId: null,
  decidedAt: null,
};
const PATIENT = '0d3c1f3a-4a8e-4f55-9a57-2f6a7b1c2d3e';
const SESSION = '5b6a4e1c-8d2f-4c3b-9e1a-7f6d5c4b3a29';
const settle = (existing: BookingRequestFields | undefined, proposed: BookingRequestFields) =>
  settleBookingRequest(existing, proposed, { id: 'x', now: NOW });

describe('answering a booking request', () => {
  it('accepts it once, with its patient and session, stamped when decided', () => {
    const accepted = settle(pending, {
      ...pending,
      status: 'accepted',
      patientId: PATIENT,
      sessionId: SESSION,
    });
    expect(accepted).toEqual({
      ok: true,
      fields: { ...pending, status: 'accepted', patientId: PATIENT, sessionId: SESSION, decidedAt: NOW },
    });
    if (!accepted.ok) return;
    expect(settle(accepted.fields, { ...accepted.fields, status: 'declined' })).toEqual({
      ok: false,
      error: { field: 'status', message: M.decided },
    });
  });

  it('refuses an acceptance without its session, a change to what was asked, and a create', () => {
    expect(settle(pending, { ...pending, status: 'accepted', patientId: PATIENT })).toEqual({
      ok: false,
      error: { field: 'sessionId', message: M.acceptNeedsSession },
    });
    expect(settle(pending, { ...pending, message: 'Changed' })).toEqual({
      ok: false,
      error: { field: 'message', message: M.requestLocked },
    });
    expect(settle(undefined, pending)).toMatchObject({ ok: false });
  });

  it('declines it with no patient or session, and a repeat of the answer changes nothing', () => {
    const declined = settle(pending, { ...pending, status: 'declined', patientId: PATIENT });
    expect(declined).toMatchObject({
      ok: true,
      fields: { status: 'declined', patientId: null, decidedAt: NOW },
    });
    if (!declined.ok) return;
    expect(settle(declined.fields, declined.fields)).toEqual({ ok: true, fields: declined.fields });
  });
});

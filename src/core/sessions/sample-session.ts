/**
 * One valid booked session, for tests on every layer: the same fields pass the client's and the
 * server's validation and the status machine, so a test changes only what it is about
 * (`{ ...SAMPLE_SESSION, startsAt: … }`). Its patient is any UUID: owner checks are the server's.
 */
import { sessionMoney } from './session-money.ts';
import { sessionReference } from './session-reference.ts';
import type { SessionFields } from './session-schema.ts';

export const SAMPLE_SESSION_ID = '0b5f8a9e-2f0c-4c47-9a55-0d5e1c9f7a11';
const STARTS_AT = '2026-11-23T13:00:00.000Z';

export const SAMPLE_SESSION: SessionFields = {
  patientId: '5d0c2b7e-8a41-4f3e-9c6d-2e7f1a9b3c55',
  startsAt: STARTS_AT,
  durationMinutes: 60,
  mode: 'video',
  type: 'single',
  packageId: null,
  status: 'scheduled',
  currency: 'EUR',
  commissionRateBps: 1000,
  ...sessionMoney(8000, 1000),
  reference: sessionReference(SAMPLE_SESSION_ID),
  notes: '',
  startedAt: null,
  completedAt: null,
  cancelledAt: null,
  cancelReason: null,
  cancelReasonShared: false,
  fee: 0,
  lateCancellation: false,
  usesPackageUnit: true,
  seriesId: null,
  seriesRule: null,
  history: [{ at: '2026-11-20T09:00:00.000Z', status: 'scheduled', startsAt: STARTS_AT }],
};

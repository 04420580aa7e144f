import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { getDb } from '../db.ts';
import { createPatient, updatePatient } from '../patients/patient-commands.ts';
import { getPatientStats } from '../patients/patient-queries.ts';
import {
  bookSession,
  cancelSession,
  completeSession,
  deleteSession,
  joinSession,
  rescheduleSession,
  type SessionDraft,
} from './session-commands.ts';
import {
  getSession,
  patientSessions,
  querySessionPage,
  rangeHolding,
  type SessionPageQuery,
} from './session-queries.ts';
import {
  bookAt,
  clock,
  HOUR_MS,
  NOW,
  options,
  sessionDraft,
  withSignedInPatient,
} from './session-test-kit.ts';

const { patientId: currentPatient } = withSignedInPatient();
let patientId: string;
beforeEach(() => {
  patientId = currentPatient();
});

const draft = (startMs: number, overrides: Partial<SessionDraft> = {}) =>
  sessionDraft(patientId, startMs, overrides);
const booked = (startMs: number, overrides: Partial<SessionDraft> = {}) =>
  bookAt(patientId, startMs, overrides);

const page = (overrides: Partial<SessionPageQuery> = {}) =>
  querySessionPage(
    {
      range: 'all',
      mode: 'all',
      type: 'all',
      status: 'all',
      search: '',
      pageIndex: 0,
      pageSize: 10,
      ...overrides,
    },
    clock,
  );

describe('local session writes', () => {
  it('books a scheduled session with its money at the known rate and queues exactly one create', async () => {
    const id = await booked(NOW + 2 * HOUR_MS);
    const session = await getSession(id);
    expect(session).toMatchObject({
      status: 'scheduled',
      charge: 8000,
      commission: 800,
      amount: 7200,
      version: 0,
    });
    expect(session?.patientName).toBe('Lina Haddad');
    const queued = await getDb().outbox.where('rowKey').equals(`sessions:${id}`).toArray();
    expect(queued.map((entry) => entry.name)).toEqual(['session.create']);
  });

  it('refuses to queue a booking that overlaps a live session, and queues nothing', async () => {
    const first = await booked(NOW + 2 * HOUR_MS);
    const before = await getDb().outbox.count();
    const refused = await bookSession(draft(NOW + 2.5 * HOUR_MS), options);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.field).toBe('startsAt');
      expect(refused.error.message.values).toMatchObject({ reference: (await getSession(first))?.reference });
    }
    expect(await getDb().outbox.count()).toBe(before);
  });

  it('shows a move as Rescheduled at once, offline, and refuses a move onto another session', async () => {
    const id = await booked(NOW + 2 * HOUR_MS);
    await booked(NOW + 5 * HOUR_MS);
    expect((await rescheduleSession(id, new Date(NOW + 26 * HOUR_MS).toISOString(), options)).ok).toBe(true);
    expect((await getSession(id))?.status).toBe('rescheduled');
    const onto = await rescheduleSession(id, new Date(NOW + 5.5 * HOUR_MS).toISOString(), options);
    expect(onto.ok).toBe(false);
  });

  it('joins, completes, and refuses what the status machine refuses', async () => {
    const id = await booked(NOW + HOUR_MS);
    const early = await completeSession(id, options);
    expect(early.ok).toBe(false);
    expect((await joinSession(id, options)).ok).toBe(true);
    expect((await getSession(id))?.status).toBe('ongoing');
    expect((await cancelSession(id, 'Too late', options)).ok).toBe(false);
    expect((await completeSession(id, options)).ok).toBe(true);
    expect((await getSession(id))?.status).toBe('completed');
  });
});

describe('local session reads', () => {
  it('pages by range, newest first for the past, and counts only live sessions', async () => {
    const past = await booked(NOW - 30 * HOUR_MS);
    const today = await booked(NOW + 3 * HOUR_MS);
    const nextWeek = await booked(NOW + 7 * 24 * HOUR_MS);
    const deleted = await booked(NOW + 4 * HOUR_MS);
    await deleteSession(deleted);
    expect((await page({ range: 'today' })).rows.map((row) => row.id)).toEqual([today]);
    expect((await page({ range: 'upcoming' })).rows.map((row) => row.id)).toEqual([today, nextWeek]);
    expect((await page({ range: 'past' })).rows.map((row) => row.id)).toEqual([past]);
    expect((await page({ range: 'week' })).rows.map((row) => row.id)).toEqual([past, today]);
    expect((await page()).total).toBe(3);
  });

  it('names the narrowest period that shows a new booking', () => {
    const at = (ms: number) => new Date(ms).toISOString();
    expect(rangeHolding(at(NOW + 3 * HOUR_MS), clock)).toBe('today');
    expect(rangeHolding(at(NOW + 7 * 24 * HOUR_MS), clock)).toBe('upcoming');
    expect(rangeHolding(at(NOW - 30 * 24 * HOUR_MS), clock)).toBe('past');
  });

  it('lists a new booking in the period it names', async () => {
    for (const ms of [NOW - 30 * HOUR_MS, NOW + 3 * HOUR_MS, NOW + 30 * HOUR_MS, NOW + 9 * 24 * HOUR_MS]) {
      const id = await booked(ms);
      const range = rangeHolding(new Date(ms).toISOString(), clock);
      expect((await page({ range })).rows.map((row) => row.id)).toContain(id);
    }
  });

  it('filters by mode and status and finds by patient name or reference', async () => {
    const other = await createPatient({ ...SAMPLE_PATIENT, name: 'Omar Said' });
    const video = await booked(NOW + 2 * HOUR_MS);
    const audio = await booked(NOW + 4 * HOUR_MS, { mode: 'audio', patientId: other });
    expect((await page({ mode: 'audio' })).rows.map((row) => row.id)).toEqual([audio]);
    expect((await page({ search: 'omar' })).rows.map((row) => row.id)).toEqual([audio]);
    const reference = (await getSession(video))?.reference ?? '';
    expect((await page({ search: reference.toLowerCase() })).rows.map((row) => row.id)).toEqual([video]);
    expect((await page({ status: 'completed' })).total).toBe(0);
  });

  it('counts a company’s consultations with its employees’', async () => {
    const company = await createPatient({
      ...SAMPLE_PATIENT,
      type: 'company',
      gender: null,
      dateOfBirth: null,
      name: 'Atlas SA',
    });
    await updatePatient(patientId, { ...SAMPLE_PATIENT, companyId: company });
    const id = await booked(NOW + HOUR_MS);
    await joinSession(id, options);
    await completeSession(id, options);
    expect(await getPatientStats(company)).toEqual({ consultations: 1, employees: 1 });
    expect((await getPatientStats(patientId)).consultations).toBe(1);
  });

  it("lists a patient's live sessions in time order", async () => {
    const later = await booked(NOW + 30 * HOUR_MS);
    const sooner = await booked(NOW + 2 * HOUR_MS);
    expect((await patientSessions(patientId)).map((row) => row.id)).toEqual([sooner, later]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { sessionMoney } from '#core/sessions/session-money';
import type { SessionRow } from '#core/sessions/session-schema';
import type { BatchAnswer } from '#core/sync/batch';
import type { ChangesPage } from '#core/sync/types';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { seedProfile } from '../test-support/seed-profile.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';
import { setCommissionRate } from './commission-rates.ts';

const HOUR_MS = 3_600_000;
describe.each(TEST_DRIVERS)('sessions through the generic entity code on %s', (driver) => {
  let server: TestServer;
  let owner: { id: string; token: string };
  let stranger: { id: string; token: string };
  let patientId: string;
  let strangerPatientId: string;
  /** Each test books in its own day, so the overlap rule only meets what the test puts there. */
  let day = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    const ownerUser = await createUser(server);
    const strangerUser = await createUser(server);
    owner = { id: ownerUser.id, token: (await signIn(server, ownerUser)).token };
    // No time zone yet, as a profile filed before it existed: times are named in UTC.
    await seedProfile(server.database, owner.id, { ...SAMPLE_PROFILE, timeZone: null });
    stranger = { id: strangerUser.id, token: (await signIn(server, strangerUser)).token };
    patientId = await createPatient(owner.token);
    strangerPatientId = await createPatient(stranger.token);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function createPatient(token: string): Promise<string> {
    const id = crypto.randomUUID();
    const answer = await callJson(server, 'POST', '/api/patients', {
      token,
      body: { id, ...SAMPLE_PATIENT },
    });
    expect(answer.status).toBe(201);
    return id;
  }

  const send = (method: string, path: string, body: unknown, as = owner.token) =>
    callJson<SessionRow>(server, method, path, {
      body,
      token: as,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });

  function nextDay(): number {
    day += 1;
    return Date.UTC(2031, 0, 1) + day * 24 * HOUR_MS;
  }

  const booking = (startMs: number, overrides: Partial<SessionRow> = {}) => ({
    ...SAMPLE_SESSION,
    id: crypto.randomUUID(),
    patientId,
    startsAt: new Date(startMs).toISOString(),
    ...overrides,
  });

  async function book(startMs: number, overrides: Partial<SessionRow> = {}): Promise<SessionRow> {
    const answer = await send('POST', '/api/sessions', booking(startMs, overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as SessionRow;
  }

  async function stored(id: string, as = owner.token) {
    return callJson<SessionRow>(server, 'GET', `/api/sessions/${id}`, { token: as });
  }

  async function sessionRowCount(): Promise<number> {
    const page = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', {
      token: owner.token,
    });
    return (page.body.data?.changes ?? []).filter((change) => change.entity === 'session').length;
  }

  it('books a session as scheduled, with its reference and history derived on the server', async () => {
    const start = nextDay() + 9 * HOUR_MS;
    const session = await book(start, { reference: 'S-AAAAAAAA', history: [] });
    expect(session).toMatchObject({ status: 'scheduled', patientId, ownerId: owner.id });
    expect(session.reference).not.toBe('S-AAAAAAAA');
    expect(session.history).toEqual([
      expect.objectContaining({ status: 'scheduled', startsAt: new Date(start).toISOString() }),
    ]);
  });

  it('moves a session (Rescheduled), joins it (Ongoing) and completes it, recording each step', async () => {
    const start = nextDay() + 9 * HOUR_MS;
    const session = await book(start);
    const moved = await send('PUT', `/api/sessions/${session.id}`, {
      baseVersion: session.version,
      changes: { startsAt: new Date(start + 2 * HOUR_MS).toISOString() },
    });
    expect(moved.body.data).toMatchObject({ status: 'rescheduled' });
    const joined = await send('PUT', `/api/sessions/${session.id}`, {
      baseVersion: moved.body.data?.version,
      changes: { status: 'ongoing' },
    });
    expect(joined.body.data?.status).toBe('ongoing');
    expect(joined.body.data?.startedAt).toEqual(expect.any(String));
    const completed = await send('PUT', `/api/sessions/${session.id}`, {
      baseVersion: joined.body.data?.version,
      changes: { status: 'completed' },
    });
    expect(completed.body.data?.status).toBe('completed');
    expect(completed.body.data?.history.map((entry) => entry.status)).toEqual([
      'scheduled',
      'rescheduled',
      'ongoing',
      'completed',
    ]);
  });

  it('refuses an illegal transition with a message in the caller language and writes nothing', async () => {
    const session = await book(nextDay() + 9 * HOUR_MS);
    const before = await stored(session.id);
    const completeUnstarted = await callJson(server, 'PUT', `/api/sessions/${session.id}`, {
      token: owner.token,
      body: { baseVersion: session.version, changes: { status: 'completed' }, lang_code: 'fr' },
      headers: { 'Idempotency-Key': crypto.randomUUID(), code: 'fr' },
    });
    expect(completeUnstarted.status).toBe(400);
    const { errors } = completeUnstarted.body as { errors: Record<string, string> };
    expect(errors.status).toMatch(/séance/i);
    expect((await stored(session.id)).body).toEqual(before.body);
  });

  it('keeps a completed session final except for its private notes', async () => {
    const session = await book(nextDay() + 9 * HOUR_MS);
    let version = session.version;
    for (const status of ['ongoing', 'completed']) {
      const answer = await send('PUT', `/api/sessions/${session.id}`, {
        baseVersion: version,
        changes: { status },
      });
      version = answer.body.data?.version ?? version;
    }
    const move = await send('PUT', `/api/sessions/${session.id}`, {
      baseVersion: version,
      changes: { startsAt: new Date(nextDay()).toISOString() },
    });
    expect(move.status).toBe(400);
    const notes = await send('PUT', `/api/sessions/${session.id}`, {
      baseVersion: version,
      changes: { notes: 'Went well; review homework next time.' },
    });
    expect(notes.status).toBe(200);
    expect(notes.body.data?.notes).toBe('Went well; review homework next time.');
  });

  it('refuses a booking that overlaps a live session, and accepts back-to-back and over a cancelled one', async () => {
    const start = nextDay() + 9 * HOUR_MS;
    const first = await book(start);
    const countBefore = await sessionRowCount();
    const overlapping = await send('POST', '/api/sessions', booking(start + 30 * 60_000));
    expect(overlapping.status).toBe(400);
    expect((overlapping.body as { errors: Record<string, string> }).errors.startsAt).toContain(
      first.reference,
    );
    expect(await sessionRowCount()).toBe(countBefore);
    await book(start + HOUR_MS);
    const cancelled = await send('PUT', `/api/sessions/${first.id}`, {
      baseVersion: first.version,
      changes: { status: 'cancelled', cancelReason: 'The patient is ill.' },
    });
    expect(cancelled.body.data?.status).toBe('cancelled');
    await book(start);
  });

  it('marks a no-show once the start has passed, final after; before it, refused and unchanged', async () => {
    const past = await book(Date.UTC(2020, 0, 6, 9, 0));
    const marked = await send('PUT', `/api/sessions/${past.id}`, {
      baseVersion: past.version,
      changes: { status: 'noShow', completedAt: '2020-01-06T09:20:00.000Z' },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data).toMatchObject({ status: 'noShow', completedAt: '2020-01-06T09:20:00.000Z' });
    const reopened = await send('PUT', `/api/sessions/${past.id}`, {
      baseVersion: marked.body.data?.version ?? 0,
      changes: { status: 'completed' },
    });
    expect(reopened.status).toBe(400);
    const future = await book(nextDay() + 9 * HOUR_MS);
    const early = await send('PUT', `/api/sessions/${future.id}`, {
      baseVersion: future.version,
      changes: { status: 'noShow' },
    });
    expect(early.status).toBe(400);
    expect((early.body as { errors: Record<string, string> }).errors.status).toBe(
      'Only a scheduled session whose start has passed can be marked as a no-show.',
    );
    expect((await stored(future.id)).body.data?.status).toBe('scheduled');
  });

  it('keeps a no-show’s fee and a late cancellation’s; refuses a fee on an early one, unchanged', async () => {
    const past = await book(Date.UTC(2020, 0, 13, 9, 0));
    const marked = await send('PUT', `/api/sessions/${past.id}`, {
      baseVersion: past.version,
      changes: {
        status: 'noShow',
        completedAt: '2020-01-13T09:20:00.000Z',
        fee: 4000,
        usesPackageUnit: false,
      },
    });
    expect(marked.body.data).toMatchObject({ status: 'noShow', fee: 4000, usesPackageUnit: false });
    const late = await book(nextDay() + 9 * HOUR_MS);
    const lateCancel = await send('PUT', `/api/sessions/${late.id}`, {
      baseVersion: late.version,
      changes: { status: 'cancelled', cancelReason: 'Ill', lateCancellation: true, fee: 2500 },
    });
    expect(lateCancel.body.data).toMatchObject({ status: 'cancelled', lateCancellation: true, fee: 2500 });
    const early = await book(nextDay() + 9 * HOUR_MS);
    const refused = await callJson<SessionRow>(server, 'PUT', `/api/sessions/${early.id}`, {
      token: owner.token,
      body: { baseVersion: early.version, changes: { status: 'cancelled', cancelReason: 'Ill', fee: 2500 } },
      headers: { 'Idempotency-Key': crypto.randomUUID(), code: 'fr' },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: Record<string, string> }).errors.fee).toBe(
      'Seule une absence ou une annulation tardive peut donner lieu à des frais.',
    );
    expect((await stored(early.id)).body.data).toMatchObject({ status: 'scheduled', fee: 0 });
  });

  it('says the overlapped session’s time in the profile’s zone, and in UTC, named, without one', async () => {
    const start = nextDay() + 9 * HOUR_MS;
    const first = await book(start);
    const overlapMessage = async () => {
      const answer = await send('POST', '/api/sessions', booking(start + 30 * 60_000));
      expect(answer.status).toBe(400);
      return (answer.body as { errors: Record<string, string> }).errors.startsAt;
    };
    expect(await overlapMessage()).toBe(
      `This time overlaps another session (${first.reference} at 9:00 AM UTC).`,
    );
    const profile = await send('PUT', `/api/profiles/${owner.id}`, {
      baseVersion: 0,
      changes: { timeZone: 'Asia/Tokyo' },
    });
    expect(profile.status).toBe(200);
    expect(await overlapMessage()).toBe(
      `This time overlaps another session (${first.reference} at 6:00 PM).`,
    );
  });

  it('refuses a move onto another session and leaves both as they were', async () => {
    const start = nextDay() + 9 * HOUR_MS;
    const first = await book(start);
    const second = await book(start + 2 * HOUR_MS);
    const move = await send('PUT', `/api/sessions/${second.id}`, {
      baseVersion: second.version,
      changes: { startsAt: new Date(start + 30 * 60_000).toISOString() },
    });
    expect(move.status).toBe(400);
    expect((await stored(second.id)).body.data).toEqual(second);
    expect((await stored(first.id)).body.data).toEqual(first);
  });

  it('lets two offline bookings of one hour race in a batch: the first lands, the second is refused', async () => {
    const start = nextDay() + 9 * HOUR_MS;
    const calls = [booking(start), booking(start)].map((body) => ({
      idempotencyKey: crypto.randomUUID(),
      method: 'POST',
      path: '/api/sessions',
      body,
    }));
    const answer = await callJson<BatchAnswer>(server, 'POST', '/api/sync/batch', {
      token: owner.token,
      body: { calls },
    });
    expect(answer.body.data?.results.map((result) => result.status)).toEqual([201, 400]);
  });

  it("answers 404 for another specialist's session and for a booking of another specialist's patient", async () => {
    const session = await book(nextDay() + 9 * HOUR_MS);
    expect((await stored(session.id, stranger.token)).status).toBe(404);
    const edit = await send(
      'PUT',
      `/api/sessions/${session.id}`,
      { baseVersion: session.version, changes: { notes: 'hijack' } },
      stranger.token,
    );
    expect(edit.status).toBe(404);
    const deleted = await send('DELETE', `/api/sessions/${session.id}`, {}, stranger.token);
    expect(deleted.status).toBe(404);
    expect((await stored(session.id)).body.data).toEqual(session);

    const countBefore = await sessionRowCount();
    const foreign = await send('POST', '/api/sessions', booking(nextDay(), { patientId: strangerPatientId }));
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(404);
    const strangerPage = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', {
      token: stranger.token,
    });
    expect(strangerPage.body.data?.changes.some((change) => change.entity === 'session')).toBe(false);
    expect(await sessionRowCount()).toBe(countBefore);
  });

  it('copies the platform rate at booking, so a later rate change never rewrites a booked session', async () => {
    const before = await book(nextDay() + 9 * HOUR_MS);
    expect(before.commissionRateBps).toBe(1000);
    await setCommissionRate(server.database.db, 1500, owner.id);
    try {
      const after = await book(nextDay() + 9 * HOUR_MS);
      expect(after).toMatchObject({ commissionRateBps: 1500, ...sessionMoney(after.charge, 1500) });
      expect((await stored(before.id)).body.data?.commissionRateBps).toBe(1000);
    } finally {
      await setCommissionRate(server.database.db, 1000, owner.id);
    }
  });

  it('pulls patients and sessions together in version order, tombstones included', async () => {
    const session = await book(nextDay() + 9 * HOUR_MS);
    await send('DELETE', `/api/sessions/${session.id}`, {});
    const page = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0&limit=1000', {
      token: owner.token,
    });
    const versions = page.body.data?.changes.map((change) => change.row.version) ?? [];
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    // The owner's profile comes along, the bookings' notifications and the writes' access-log lines:
    // every entity shares the feed.
    expect(new Set(page.body.data?.changes.map((change) => change.entity))).toEqual(
      new Set(['patient', 'session', 'profile', 'notification', 'accessEvent']),
    );
    const tombstone = page.body.data?.changes.find((change) => change.row.id === session.id);
    expect(tombstone?.row.deletedAt).toEqual(expect.any(String));
    const small = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0&limit=2', {
      token: owner.token,
    });
    expect(small.body.data?.changes.map((change) => change.row.version)).toEqual(versions.slice(0, 2));
    expect(small.body.data?.hasMore).toBe(true);
  });
});

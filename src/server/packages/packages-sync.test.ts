import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '#core/packages/package-messages';
import { perSessionCharge } from '#core/packages/package-units';
import { SAMPLE_PACKAGE, SAMPLE_PACKAGE_OFFER } from '#core/packages/sample-package';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { sessionMoney } from '#core/sessions/session-money';
import type { SessionRow } from '#core/sessions/session-schema';
import type { ChangesPage } from '#core/sync/types';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const FIRST_DAY_MS = Math.floor(Date.now() / DAY_MS) * DAY_MS;

describe.each(TEST_DRIVERS)('session packages through the generic entity code on %s', (driver) => {
  let server: TestServer;
  let owner: string;
  let stranger: string;
  let companyId: string;
  let employees: [string, string];
  let offerId: string;
  /** Each test books on its own day, so the overlap rule never meets another test's sessions. */
  let day = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = (await signIn(server, await createUser(server))).token;
    stranger = (await signIn(server, await createUser(server))).token;
    companyId = await create('/api/patients', {
      ...SAMPLE_PATIENT,
      type: 'company',
      gender: null,
      dateOfBirth: null,
    });
    employees = [
      await create('/api/patients', { ...SAMPLE_PATIENT, name: 'Amal Haddad', companyId }),
      await create('/api/patients', { ...SAMPLE_PATIENT, name: 'Basile Roy', companyId }),
    ];
    offerId = await create('/api/package-offers', { ...SAMPLE_PACKAGE_OFFER, sessionCount: 3 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const send = <T>(method: string, path: string, body: unknown, token = owner) =>
    callJson<T>(server, method, path, { body, token, headers: { 'Idempotency-Key': crypto.randomUUID() } });

  async function create(path: string, fields: Record<string, unknown>, token = owner): Promise<string> {
    const id = crypto.randomUUID();
    const answer = await send('POST', path, { id, ...fields }, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return id;
  }

  /** A 3-session package sold to the company today (or `purchasedAt`), valid 90 days. */
  const sell = (overrides: Record<string, unknown> = {}) =>
    create('/api/packages', {
      ...SAMPLE_PACKAGE,
      offerId,
      patientId: companyId,
      sessionCount: 3,
      purchasedAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 90 * DAY_MS).toISOString(),
      ...overrides,
    });

  function packageBooking(packageId: string, patientId: string, hour: number) {
    // Within the package's 90 days: from tomorrow on, a day per test.
    const startsAt = new Date(FIRST_DAY_MS + day * DAY_MS + hour * HOUR_MS).toISOString();
    const charge = perSessionCharge(SAMPLE_PACKAGE.price, 3);
    return {
      ...SAMPLE_SESSION,
      id: crypto.randomUUID(),
      patientId,
      startsAt,
      type: 'package',
      packageId,
      ...sessionMoney(charge, SAMPLE_SESSION.commissionRateBps),
      history: [{ at: new Date().toISOString(), status: 'scheduled', startsAt }],
    };
  }

  async function packageSessions(packageId: string): Promise<SessionRow[]> {
    const page = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', { token: owner });
    return (page.body.data?.changes ?? [])
      .filter((change) => change.entity === 'session' && change.row.packageId === packageId)
      .map((change) => change.row as unknown as SessionRow);
  }

  it('lets the company’s employees share its package, refuses the fourth session and writes nothing', async () => {
    day += 1;
    const packageId = await sell();
    for (const [index, patientId] of [employees[0], employees[1], employees[0]].entries()) {
      const booked = await send('POST', '/api/sessions', packageBooking(packageId, patientId, index + 8));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    }
    const fourth = await send('POST', '/api/sessions', packageBooking(packageId, employees[1], 12));
    expect(fourth.status).toBe(400);
    expect((fourth.body as { errors: Record<string, string> }).errors.packageId).toBe(
      PACKAGE_MESSAGES.usedUp.message,
    );
    expect(await packageSessions(packageId)).toHaveLength(3);
  });

  it('releases a unit when a session is cancelled, and keeps it for a completed one', async () => {
    day += 1;
    const packageId = await sell({ sessionCount: 1 });
    const first = packageBooking(packageId, employees[0], 8);
    expect((await send('POST', '/api/sessions', first)).status).toBe(201);
    expect((await send('POST', '/api/sessions', packageBooking(packageId, employees[1], 10))).status).toBe(
      400,
    );
    const cancelled = await send<SessionRow>('PUT', `/api/sessions/${first.id}`, {
      baseVersion: 0,
      changes: { status: 'cancelled', cancelReason: 'The patient is ill.' },
    });
    expect(cancelled.body.data?.status).toBe('cancelled');
    expect((await send('POST', '/api/sessions', packageBooking(packageId, employees[1], 10))).status).toBe(
      201,
    );
  });

  it('refuses an expired package, a package of another company and another duration', async () => {
    day += 1;
    const expired = await sell({
      purchasedAt: new Date(Date.now() - 100 * DAY_MS).toISOString(),
      expiresAt: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    });
    const answer = await send('POST', '/api/sessions', packageBooking(expired, employees[0], 8));
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors.packageId).toMatch(
      /^This package expired on /,
    );

    const otherCompany = await create('/api/patients', {
      ...SAMPLE_PATIENT,
      type: 'company',
      gender: null,
      dateOfBirth: null,
    });
    const theirs = await sell({ patientId: otherCompany });
    const foreign = await send('POST', '/api/sessions', packageBooking(theirs, employees[0], 10));
    expect((foreign.body as { errors: Record<string, string> }).errors.packageId).toBe(
      PACKAGE_MESSAGES.notForPatient.message,
    );

    const ours = await sell();
    const halfHour = { ...packageBooking(ours, employees[0], 12), durationMinutes: 30 };
    const refused = await send('POST', '/api/sessions', halfHour);
    expect((refused.body as { errors: Record<string, string> }).errors.packageId).toBe(
      'This package is for sessions of 1 hour',
    );
  });

  it('answers another specialist’s package and offer with 404, and refuses to book on them', async () => {
    day += 1;
    const packageId = await sell();
    expect((await callJson(server, 'GET', `/api/packages/${packageId}`, { token: stranger })).status).toBe(
      404,
    );
    expect(
      (await callJson(server, 'GET', `/api/package-offers/${offerId}`, { token: stranger })).status,
    ).toBe(404);
    const strangerPatient = await create('/api/patients', SAMPLE_PATIENT, stranger);
    const onOurs = await send(
      'POST',
      '/api/sessions',
      packageBooking(packageId, strangerPatient, 8),
      stranger,
    );
    expect(onOurs.status).toBe(404);
    const theirOffer = await create('/api/package-offers', SAMPLE_PACKAGE_OFFER, stranger);
    const sale = await send('POST', '/api/packages', {
      ...SAMPLE_PACKAGE,
      id: crypto.randomUUID(),
      offerId: theirOffer,
      patientId: companyId,
    });
    expect(sale.status).toBe(404);
  });

  it('lets a session on a package deleted since be cancelled', async () => {
    day += 1;
    const packageId = await sell();
    const booking = packageBooking(packageId, employees[0], 8);
    expect((await send('POST', '/api/sessions', booking)).status).toBe(201);
    expect((await send('DELETE', `/api/packages/${packageId}`, {})).status).toBe(200);
    const cancelled = await send<SessionRow>('PUT', `/api/sessions/${booking.id}`, {
      baseVersion: 0,
      changes: { status: 'cancelled', cancelReason: 'The programme ended.' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  });

  it('pulls offers and packages with the other entities', async () => {
    const page = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', { token: owner });
    const entities = new Set(page.body.data?.changes.map((change) => change.entity));
    // The bookings and the package nearly used come with their notifications, and every write of a
    // patient's rows with its line of the access log.
    expect(entities).toEqual(
      new Set(['patient', 'packageOffer', 'package', 'session', 'notification', 'accessEvent']),
    );
    expect(
      (
        await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', { token: stranger })
      ).body.data?.changes.some((change) => change.row.id === offerId),
    ).toBe(false);
  });
});

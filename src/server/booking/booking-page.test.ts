import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequestsPath, type PublicBookingPage, publicBookingPath } from '#core/booking/booking-api';
import type { BookingRequestRow } from '#core/booking/booking-request-schema';
import { BOOKING_MIN_NOTICE_MS } from '#core/booking/open-slots';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { bookingReplies, bookingRequests, notifications } from '../db/schema.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../mail/smtp-receiver.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { seedProfile } from '../test-support/seed-profile.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';

describe.each(TEST_DRIVERS)('the public booking page on %s', (driver) => {
  let server: TestServer;
  let smtp: SmtpReceiver;
  let open: { id: string; token: string };
  let closed: { id: string };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startTestServer(driver, {
      smtpUrl: smtp.url,
      publicUrl: 'http://app.test',
      patientMailTimer: false,
      reminderTimer: false,
      pushTimer: false,
    });
    const openUser = await createUser(server);
    const closedUser = await createUser(server);
    // Monday 9–12 and Wednesday 14–18 in Paris (SAMPLE_PROFILE), the page open for one of them.
    await seedProfile(server.database, openUser.id, { ...SAMPLE_PROFILE, bookingPage: true });
    await seedProfile(server.database, closedUser.id, SAMPLE_PROFILE);
    open = { id: openUser.id, token: (await signIn(server, openUser)).token };
    closed = { id: closedUser.id };
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const page = async (id = open.id) => callJson<PublicBookingPage>(server, 'GET', publicBookingPath(id), {});
  const request = (startsAt: string | undefined, extra: Record<string, unknown> = {}) => ({
    startsAt,
    durationMinutes: 60,
    mode: 'video',
    name: 'Ana Booker',
    email: 'Ana.Booker@Example.test',
    phone: '+33612345678',
    message: 'First session, please.',
    language: 'FR',
    ...extra,
  });
  const ask = (body: unknown, headers: Record<string, string> = {}) =>
    callJson(server, 'POST', bookingRequestsPath(open.id), { body, headers });
  const office = (method: string, path: string, body?: unknown) =>
    callJson<BookingRequestRow>(server, method, path, {
      body,
      token: open.token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
  const stored = async () =>
    server.database.db.select().from(bookingRequests).where(eq(bookingRequests.ownerId, open.id));

  it('answers a page its specialist did not open, or an unknown one, like an id that does not exist', async () => {
    expect((await page(closed.id)).status).toBe(404);
    expect((await page(crypto.randomUUID())).status).toBe(404);
    expect((await page('not-an-id')).status).toBe(404);
    const toClosed = await callJson(server, 'POST', bookingRequestsPath(closed.id), {
      body: request(undefined),
    });
    expect(toClosed.status).toBe(404);
  });

  it('offers the availability’s hours in its zone, a day ahead at the soonest, on its weekdays only', async () => {
    const answer = await page();
    expect(answer.status).toBe(200);
    const data = answer.body.data as PublicBookingPage;
    expect(data).toMatchObject({ name: 'Leila Mansour', timeZone: 'Europe/Paris', currency: '€' });
    expect(data.slots[60].length).toBeGreaterThan(0);
    const paris = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
    });
    for (const startsAt of data.slots[60]) {
      expect(Date.parse(startsAt)).toBeGreaterThanOrEqual(Date.now() + BOOKING_MIN_NOTICE_MS - 60_000);
      const [weekday = '', time = ''] = paris.format(Date.parse(startsAt)).split(' ');
      expect(['Mon', 'Wed']).toContain(weekday.replace(',', ''));
      expect(
        weekday.startsWith('Mon') ? time >= '09:00' && time <= '11:00' : time >= '14:00' && time <= '17:00',
      ).toBe(true);
    }
    expect(data.slots[30].length).toBeGreaterThan(data.slots[60].length);
  });

  it('takes a request for an open hour, which is then taken; the same hour again is refused in the page’s language', async () => {
    const [first] = (await page()).body.data?.slots[60] ?? [];
    const taken = await ask(request(first));
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect((await page()).body.data?.slots[60]).not.toContain(first);
    const again = await ask(request(first), { code: 'fr' });
    expect(again.status).toBe(409);
    expect((again.body as { errors: Record<string, string> }).errors.startsAt).toBe(
      'Ce créneau n’est plus libre. Choisissez-en un autre.',
    );
    const [row] = (await stored()).filter((each) => each.startsAt.toISOString() === first);
    expect(row).toMatchObject({ status: 'pending', email: 'ana.booker@example.test', language: 'FR' });
    // The specialist is told on their devices; the notification opens the sessions page.
    const told = await server.database.db
      .select({ kind: notifications.kind, name: notifications.name, target: notifications.target })
      .from(notifications)
      .where(eq(notifications.ownerId, open.id));
    expect(told).toContainEqual({ kind: 'bookingRequest', name: 'Ana Booker', target: '/sessions' });
    // The person hears it arrived, in the page's language, the time in the specialist's zone.
    await server.patientMails.sweep(new Date());
    const received = await smtp.waitFor('ana.booker@example.test', /Votre demande de séance/);
    expect(received.text).toContain('(Europe/Paris)');
  });

  it('refuses a request with a field to fix, storing nothing', async () => {
    const [slot] = (await page()).body.data?.slots[60] ?? [];
    const before = (await stored()).length;
    const refused = await ask(request(slot, { name: ' ', phone: '0612' }));
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { errors: Record<string, string> }).errors).sort()).toEqual([
      'name',
      'phone',
    ]);
    expect((await stored()).length).toBe(before);
  });

  it('lets the office accept a request with its patient and session, once; a declined one queues its note', async () => {
    // Two hours that do not overlap: the slots start every half hour.
    const slots = (await page()).body.data?.slots[60] ?? [];
    const [one] = slots;
    const two = slots.find((slot) => Date.parse(slot) >= Date.parse(one ?? '') + 60 * 60_000);
    await ask(request(one));
    await ask(request(two, { email: 'other@example.test' }));
    const rows = await stored();
    const first = rows.find((row) => row.startsAt.toISOString() === one);
    const second = rows.find((row) => row.startsAt.toISOString() === two);
    if (!first || !second) throw new Error('requests not stored');

    const bare = await office('PUT', `/api/booking-requests/${first.id}`, {
      baseVersion: first.version,
      changes: { status: 'accepted' },
    });
    expect(bare.status).toBe(400);
    const patientId = crypto.randomUUID();
    await office('POST', '/api/patients', { ...SAMPLE_PATIENT, id: patientId, email: first.email });
    const sessionId = crypto.randomUUID();
    const booked = await office('POST', '/api/sessions', {
      ...SAMPLE_SESSION,
      id: sessionId,
      patientId,
      startsAt: one,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const accepted = await office('PUT', `/api/booking-requests/${first.id}`, {
      baseVersion: first.version,
      changes: { status: 'accepted', patientId, sessionId },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: 'accepted',
      patientId,
      sessionId,
      name: 'Ana Booker',
    });
    const undone = await office('PUT', `/api/booking-requests/${first.id}`, {
      baseVersion: accepted.body.data?.version ?? 0,
      changes: { status: 'declined' },
    });
    expect(undone.status).toBe(400);
    const edited = await office('PUT', `/api/booking-requests/${second.id}`, {
      baseVersion: second.version,
      changes: { message: 'Something else' },
    });
    expect(edited.status).toBe(400);

    const declined = await office('PUT', `/api/booking-requests/${second.id}`, {
      baseVersion: second.version,
      changes: { status: 'declined' },
    });
    expect(declined.body.data).toMatchObject({ status: 'declined', patientId: null });
    const notes = await server.database.db
      .select()
      .from(bookingReplies)
      .where(and(eq(bookingReplies.requestId, second.id), eq(bookingReplies.kind, 'declined')));
    expect(notes).toMatchObject([{ kind: 'declined', status: 'pending' }]);
    await server.patientMails.sweep(new Date());
    const note = await smtp.waitFor('other@example.test', /À propos de votre demande/);
    expect(note.text).toContain(`http://app.test/book/${open.id}`);
    // Declined, its hour is open again.
    expect((await page()).body.data?.slots[60]).toContain(two);
  });

  it('slows a client that keeps asking: past ten an hour, told when to try again', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11 && !statuses.includes(429); attempt += 1)
      statuses.push((await ask(request(undefined))).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

// What a patient hears before a session (issue 39), read from the e2e SMTP receiver on a private
// server whose clock the test moves: the booking's confirmation with its calendar file parsed back as
// a calendar program would (the session's UID, start, sequence, method), then the reminders a day and
// an hour before, each when its moment comes and not before, in the patient's language and time zone,
// with the link to their conversation.
import { SAMPLE_PATIENT } from '../../src/core/patients/sample-patient.ts';
import { SAMPLE_PROFILE } from '../../src/core/profile/sample-profile.ts';
import { SAMPLE_SESSION } from '../../src/core/sessions/sample-session.ts';
import { seedProfile } from '../../src/server/test-support/seed-profile.ts';
import { createUser } from '../../src/server/test-support/test-server.ts';
import { E2E_PORT } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { icsInstant, parseIcs } from './support/ics.ts';
import { Mailbox } from './support/mailbox.ts';
import { type ClockServer, startClockServer } from './support/onboarding-clock-server.ts';

const HOUR_MS = 60 * 60_000;
const MAIL_WAIT = { timeout: 30_000 };

let server: ClockServer;
test.beforeAll(async () => {
  server = await startClockServer(E2E_PORT + 4);
});
test.afterAll(async () => {
  await server?.close();
});

test('a session’s confirmation carries a calendar event read back as booked; its reminders come a day and an hour before, not sooner', async ({
  request,
}) => {
  const account = await createUser(server);
  await seedProfile(server.database, account.id, { ...SAMPLE_PROFILE, timeZone: 'Europe/Paris' });
  const signedIn = await request.post(`${server.url}/api/auth/sign-in`, {
    data: { email: account.email, password: account.password },
  });
  const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
  const send = (path: string, data: unknown) =>
    request.post(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      data,
    });
  const email = `camille.${Date.now()}@mail.test`;
  const patientId = crypto.randomUUID();
  expect(
    (
      await send('/api/patients', {
        ...SAMPLE_PATIENT,
        id: patientId,
        email,
        language: 'FR',
        timeZone: 'America/Montreal',
      })
    ).status(),
  ).toBe(201);
  const startMs = Math.ceil((Date.now() + 3 * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS;
  const sessionId = crypto.randomUUID();
  const booked = await send('/api/sessions', {
    ...SAMPLE_SESSION,
    id: sessionId,
    patientId,
    startsAt: new Date(startMs).toISOString(),
    history: [],
  });
  expect(booked.status(), await booked.text()).toBe(201);

  const mailbox = new Mailbox();
  const subjects = async () => (await mailbox.mailsTo(email)).map((mail) => mail.subject);
  await expect.poll(subjects, MAIL_WAIT).toHaveLength(1);
  const [confirmation] = await mailbox.mailsTo(email);
  const calendar = parseIcs(confirmation?.text ?? '');
  expect(calendar?.method).toBe('REQUEST');
  expect(calendar?.events).toHaveLength(1);
  const [event] = calendar?.events ?? [];
  expect(event?.UID).toBe(`${sessionId}@mindoffice`);
  expect(icsInstant(event?.DTSTART)).toBe(new Date(startMs).toISOString());
  expect(event?.STATUS).toBe('CONFIRMED');
  expect(Number(event?.SEQUENCE)).toBeGreaterThanOrEqual(1);

  /** Moves the server's clock to `atMs` (the sweep runs every 5 s on it). */
  let offsetMs = 0;
  const moveTo = (atMs: number) => {
    const step = atMs - (Date.now() + offsetMs);
    server.advance(step);
    offsetMs += step;
  };
  const reminders = async () => (await subjects()).filter((subject) => subject.startsWith('Rappel'));
  // A day before: the day's reminder only (the hour's is not due), then the hour's when it is.
  moveTo(startMs - 24 * HOUR_MS + 60_000);
  await expect.poll(reminders, MAIL_WAIT).toHaveLength(1);
  expect(await subjects()).toHaveLength(2);
  moveTo(startMs - HOUR_MS + 60_000);
  await expect.poll(reminders, MAIL_WAIT).toHaveLength(2);
  const last = (await mailbox.mailsTo(email)).at(-1);
  // In Montréal's time, the patient's, with the way into their conversation.
  const montreal = new Intl.DateTimeFormat('fr', { timeStyle: 'short', timeZone: 'America/Montreal' }).format(
    startMs,
  );
  expect(last?.text).toContain(`${montreal} (America/Montreal)`);
  expect(last?.text).toContain(`${server.url}/chat-patient/`);
});

// What a patient hears about their sessions (issue 39), through a real SMTP receiver: a booking's
// confirmation in the patient's language and time zone with a calendar invitation, once however often
// the booking is replayed or retried; a move's change with the same calendar UID and a later
// SEQUENCE, the reminders moved with it; a cancellation that removes the event; reminders sent once
// when due, even with two sweeps at once, and none where the specialist turned them off; a booking
// cancelled before its confirmation went out, silent.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_CHAT_PATH } from '#core/chats/chat-link-api';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { type PatientMailLine, sessionPatientMailsPath } from '#core/sessions/patient-mail-kinds';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import type { SessionRow } from '#core/sessions/session-schema';
import { chatLinks, patientMails } from '../db/schema.ts';
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

const HOUR_MS = 60 * 60 * 1000;

/** One property of the calendar event (`UID`, `SEQUENCE`, `METHOD`…), unfolded. */
function calendarValue(calendar: string | undefined, name: string): string | undefined {
  const unfolded = (calendar ?? '').replace(/\r?\n[ \t]/g, '');
  return new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'm').exec(unfolded)?.[1]?.trim();
}

describe.each(TEST_DRIVERS)('e-mails to patients about their sessions on %s', (driver) => {
  let smtp: SmtpReceiver;
  let server: TestServer;
  let token: string;
  let specialistId: string;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startTestServer(driver, {
      smtpUrl: smtp.url,
      patientMailTimer: false,
      reminderTimer: false,
      pushTimer: false,
    });
    const specialist = await createUser(server);
    specialistId = specialist.id;
    await seedProfile(server.database, specialist.id);
    token = (await signIn(server, specialist)).token;
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const send = (method: string, path: string, body: unknown, key: string = crypto.randomUUID()) =>
    callJson<SessionRow>(server, method, path, { body, token, headers: { 'Idempotency-Key': key } });

  async function newPatient(language: 'EN' | 'FR' | 'AR' | null, extra: Record<string, unknown> = {}) {
    const id = crypto.randomUUID();
    const email = `patient.${id}@test.local`;
    const answer = await send('POST', '/api/patients', { ...SAMPLE_PATIENT, id, email, language, ...extra });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { id, email };
  }

  const booking = (patientId: string, startMs: number) => ({
    ...SAMPLE_SESSION,
    id: crypto.randomUUID(),
    patientId,
    startsAt: new Date(startMs).toISOString(),
    history: [],
  });
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
  const sweep = (at = new Date()) => server.patientMails.sweep(at);
  /** A whole hour `days` ahead (each test its own day: the specialist's sessions must not overlap). */
  const inDays = (days: number) => Math.ceil((Date.now() + days * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS;

  it('confirms a booking once, in the patient’s language, with an invitation for their calendar', async () => {
    const patient = await newPatient('FR', { timeZone: 'America/Montreal' });
    const session = booking(patient.id, inDays(3));
    const key = crypto.randomUUID();
    expect((await send('POST', '/api/sessions', session, key)).status).toBe(201);
    // The same write replayed under its key, then retried under a new one: nothing more is queued.
    expect((await send('POST', '/api/sessions', session, key)).status).toBe(201);
    expect((await send('POST', '/api/sessions', session)).status).toBeLessThan(300);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const mail = await smtp.waitFor(patient.email, /réservée/);
    expect(mail.subject).toBe('Votre séance avec Leila Mansour est réservée');
    expect(mail.text).toContain('60 minutes, vidéo');
    // In the patient's time zone, which is not their specialist's (Europe/Paris).
    expect(mail.text).toContain('(America/Montreal)');
    expect(calendarValue(mail.calendar, 'METHOD')).toBe('REQUEST');
    expect(calendarValue(mail.calendar, 'UID')).toBe(`${session.id}@mindoffice`);
    const start = new Date(session.startsAt)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(calendarValue(mail.calendar, 'DTSTART')).toBe(start);
    expect(mailsTo(patient.email)).toHaveLength(1);
  });

  it('gives the patient their conversation link, the same in every e-mail, sealed at rest and valid until the end', async () => {
    const patient = await newPatient('EN');
    const start = inDays(12);
    await send('POST', '/api/sessions', booking(patient.id, start));
    expect(await sweep()).toBe(1);
    const linkIn = (text: string) => /\/chat-patient\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    const booked = await smtp.waitFor(patient.email, /is booked/);
    const token = linkIn(booked.text);
    expect(token).toBeDefined();
    expect(await sweep(new Date(start - HOUR_MS + 60_000))).toBe(2); // both reminders are due by then
    const reminders = mailsTo(patient.email).filter((mail) => /Reminder/i.test(mail.subject));
    expect(reminders.map((mail) => linkIn(mail.text))).toEqual([token, token]);
    const opened = await callJson(server, 'GET', PATIENT_CHAT_PATH, {
      headers: { 'X-Chat-Link': token ?? '' },
    });
    expect(opened.status).toBe(200);
    const stored = await server.database.db
      .select({ sealed: sql<string>`${chatLinks.tokenSealed}::text`, expiresAt: chatLinks.expiresAt })
      .from(chatLinks)
      .where(eq(chatLinks.patientId, patient.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.sealed.startsWith('r1.')).toBe(true);
    expect(stored[0]?.sealed).not.toContain(token);
    expect(stored[0]?.expiresAt.getTime()).toBeGreaterThanOrEqual(start + 60 * 60_000);
  });

  it('tells a weekly series in one e-mail with an event per session, booked and cancelled', async () => {
    const patient = await newPatient('EN');
    const seriesId = crypto.randomUUID();
    const first = inDays(13);
    const series = [0, 1, 2, 3].map((week) => ({
      ...booking(patient.id, first + week * 7 * 24 * HOUR_MS),
      seriesId,
      seriesRule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=4',
    }));
    const stored: SessionRow[] = [];
    for (const session of series) {
      const answer = await send('POST', '/api/sessions', session);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      stored.push(answer.body.data as SessionRow);
    }
    const now = Date.now();
    expect(await sweep(new Date(now))).toBe(0); // waiting for the rest of the series
    expect(await sweep(new Date(now + 61_000))).toBe(1);
    const booked = await smtp.waitFor(patient.email, /4 sessions .* are booked/);
    expect(booked.subject).toBe('Your 4 sessions with Leila Mansour are booked');
    expect(booked.calendar?.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    for (const session of series) expect(booked.calendar).toContain(`UID:${session.id}@mindoffice`);
    const lines = await callJson<PatientMailLine[]>(
      server,
      'GET',
      sessionPatientMailsPath(series[3]?.id ?? ''),
      {
        token,
      },
    );
    expect(lines.body.data?.find((line) => line.kind === 'booked')?.status).toBe('sent');

    for (const session of stored)
      await send('PUT', `/api/sessions/${session.id}`, {
        baseVersion: session.version,
        changes: { status: 'cancelled', cancelReason: 'Moving abroad' },
      });
    expect(await sweep(new Date(Date.now() + 61_000))).toBe(1);
    const cancelled = await smtp.waitFor(patient.email, /are cancelled/);
    expect(cancelled.subject).toBe('4 sessions with Leila Mansour are cancelled');
    expect(calendarValue(cancelled.calendar, 'METHOD')).toBe('CANCEL');
    expect(cancelled.calendar?.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(mailsTo(patient.email)).toHaveLength(2);
  });

  it('refuses a series rule that is not a finite RRULE, in the caller’s language', async () => {
    const patient = await newPatient('EN');
    const endless = {
      ...booking(patient.id, inDays(14)),
      seriesId: crypto.randomUUID(),
      seriesRule: 'FREQ=WEEKLY',
    };
    const answer = await send('POST', '/api/sessions', endless);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors.seriesRule).toBe(
      'Invalid series of sessions',
    );
  });

  it('tells a move with the same event, a later sequence, and moves the reminders', async () => {
    const patient = await newPatient('EN');
    const start = inDays(4);
    const created = await send('POST', '/api/sessions', booking(patient.id, start));
    const session = created.body.data as SessionRow;
    await sweep();
    const booked = await smtp.waitFor(patient.email, /is booked/);
    const moved = await send('PUT', `/api/sessions/${session.id}`, {
      baseVersion: session.version,
      changes: { startsAt: new Date(start + 2 * HOUR_MS).toISOString() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await sweep()).toBe(1);
    const changed = await smtp.waitFor(patient.email, /has changed/);
    expect(calendarValue(changed.calendar, 'UID')).toBe(`${session.id}@mindoffice`);
    expect(Number(calendarValue(changed.calendar, 'SEQUENCE'))).toBeGreaterThan(
      Number(calendarValue(booked.calendar, 'SEQUENCE')),
    );
    // The office reads what the patient was told and what waits, oldest first.
    const listed = await callJson<PatientMailLine[]>(server, 'GET', sessionPatientMailsPath(session.id), {
      token,
    });
    expect(listed.body.data?.map((line) => [line.kind, line.status, line.offsetMinutes])).toEqual([
      ['booked', 'sent', null],
      ['changed', 'sent', null],
      ['reminder', 'pending', 1440],
      ['reminder', 'pending', 60],
    ]);
    const waiting = await server.database.db
      .select({ dueAt: patientMails.dueAt })
      .from(patientMails)
      .where(and(eq(patientMails.sessionId, session.id), eq(patientMails.status, 'pending')));
    expect(waiting.map((line) => line.dueAt.getTime()).sort()).toEqual([
      start + 2 * HOUR_MS - 24 * HOUR_MS,
      start + 2 * HOUR_MS - HOUR_MS,
    ]);
  });

  it('tells every move, back and forth', async () => {
    const patient = await newPatient('EN');
    const start = inDays(10);
    let session = (await send('POST', '/api/sessions', booking(patient.id, start))).body.data as SessionRow;
    await sweep();
    for (const startsAt of [start + HOUR_MS, start, start + HOUR_MS]) {
      const moved = await send('PUT', `/api/sessions/${session.id}`, {
        baseVersion: session.version,
        changes: { startsAt: new Date(startsAt).toISOString() },
      });
      session = moved.body.data as SessionRow;
      expect(await sweep()).toBe(1);
    }
    expect(mailsTo(patient.email).map((mail) => mail.subject)).toEqual([
      'Your session with Leila Mansour is booked',
      'Your session with Leila Mansour has changed',
      'Your session with Leila Mansour has changed',
      'Your session with Leila Mansour has changed',
    ]);
  });

  it('sends each reminder once when due, even when two sweeps run at once', async () => {
    const patient = await newPatient('AR');
    const start = inDays(2);
    await send('POST', '/api/sessions', booking(patient.id, start));
    await sweep();
    await smtp.waitFor(patient.email);
    const dayBefore = new Date(start - 24 * HOUR_MS + 60_000);
    const [first, second] = await Promise.all([sweep(dayBefore), sweep(dayBefore)]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    const reminder = await smtp.waitFor(patient.email, /^تذكير/);
    expect(reminder.calendar).toBeUndefined();
    expect(await sweep(new Date(start - HOUR_MS + 60_000))).toBe(1);
    expect(await sweep(new Date(start - HOUR_MS + 120_000))).toBe(0);
    expect(mailsTo(patient.email)).toHaveLength(3);
  });

  it('cancels: the calendar event is removed and the reminders are not sent', async () => {
    const patient = await newPatient('EN');
    const start = inDays(5);
    const created = await send('POST', '/api/sessions', booking(patient.id, start));
    const session = created.body.data as SessionRow;
    await sweep();
    await smtp.waitFor(patient.email, /is booked/);
    const cancelled = await send('PUT', `/api/sessions/${session.id}`, {
      baseVersion: session.version,
      changes: { status: 'cancelled', cancelReason: 'The patient is ill.' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await sweep()).toBe(1);
    const mail = await smtp.waitFor(patient.email, /is cancelled/);
    expect(calendarValue(mail.calendar, 'METHOD')).toBe('CANCEL');
    expect(calendarValue(mail.calendar, 'STATUS')).toBe('CANCELLED');
    expect(calendarValue(mail.calendar, 'UID')).toBe(`${session.id}@mindoffice`);
    // The reason is the specialist's note, not the patient's news, unless they share it.
    expect(mail.text).not.toContain('ill');
    expect(await sweep(new Date(start - HOUR_MS + 60_000))).toBe(0);
    expect(mailsTo(patient.email)).toHaveLength(2);
  });

  it('quotes the reason of a cancellation when the specialist chose to share it', async () => {
    const patient = await newPatient('EN');
    const created = await send('POST', '/api/sessions', booking(patient.id, inDays(8)));
    const session = created.body.data as SessionRow;
    await sweep();
    await smtp.waitFor(patient.email, /is booked/);
    await send('PUT', `/api/sessions/${session.id}`, {
      baseVersion: session.version,
      changes: { status: 'cancelled', cancelReason: 'I am unwell this week.', cancelReasonShared: true },
    });
    await sweep();
    const mail = await smtp.waitFor(patient.email, /is cancelled/);
    expect(mail.text).toContain('Leila Mansour wrote: “I am unwell this week.”');
  });

  it('tells a late cancellation’s fee in the patient’s language and way of writing money', async () => {
    const patient = await newPatient('FR');
    const created = await send('POST', '/api/sessions', booking(patient.id, inDays(11)));
    const session = created.body.data as SessionRow;
    expect(await sweep()).toBe(1); // the booking's confirmation: a cancellation then is told
    await send('PUT', `/api/sessions/${session.id}`, {
      baseVersion: session.version,
      changes: { status: 'cancelled', cancelReason: 'Absent', lateCancellation: true, fee: 4000 },
    });
    await sweep();
    const mail = await smtp.waitFor(patient.email, /annulée/);
    // Money is a bidi isolate in every language (formatMoney): read without the isolate marks.
    expect(mail.text.replace(/\s/g, ' ').replace(/[\u2068\u2069]/g, '')).toContain(
      'des frais d’annulation tardive de 40,00 € s’appliquent',
    );
  });

  it('sends no reminder to a patient the specialist turned them off for, but still the booking', async () => {
    const patient = await newPatient('EN', { sessionReminders: false });
    const start = inDays(6);
    await send('POST', '/api/sessions', booking(patient.id, start));
    expect(await sweep()).toBe(1);
    expect(await sweep(new Date(start - 24 * HOUR_MS + 60_000))).toBe(0);
    expect(await sweep(new Date(start - HOUR_MS + 60_000))).toBe(0);
    expect(mailsTo(patient.email).map((mail) => mail.subject)).toEqual([
      'Your session with Leila Mansour is booked',
    ]);
  });

  it('reminds when the specialist chose, and not at a moment they dropped since', async () => {
    const setOffsets = async (reminderOffsets: number[]) => {
      const profile = await callJson<{ version: number }>(server, 'GET', `/api/profiles/${specialistId}`, {
        token,
      });
      const saved = await send('PUT', `/api/profiles/${specialistId}`, {
        baseVersion: profile.body.data?.version ?? 0,
        changes: { reminderOffsets },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    await setOffsets([1440, 120]);
    const patient = await newPatient('EN');
    const start = inDays(9);
    const created = await send('POST', '/api/sessions', booking(patient.id, start));
    const session = created.body.data as SessionRow;
    const due = await server.database.db
      .select({ dueAt: patientMails.dueAt })
      .from(patientMails)
      .where(and(eq(patientMails.sessionId, session.id), eq(patientMails.kind, 'reminder')));
    expect(due.map((line) => line.dueAt.getTime()).sort()).toEqual([
      start - 24 * HOUR_MS,
      start - 2 * HOUR_MS,
    ]);
    // The two-hour one is dropped from the profile before it is due: not sent.
    await setOffsets([1440]);
    await sweep();
    // Other tests' lines fall due meanwhile: only this patient's mails count.
    await sweep(new Date(start - 2 * HOUR_MS + 60_000));
    expect(mailsTo(patient.email).map((mail) => mail.subject)).toEqual([
      'Your session with Leila Mansour is booked',
      expect.stringMatching(/^Reminder: /),
    ]);
    await setOffsets([1440, 60]);
  });

  it('says nothing of a booking cancelled before its confirmation went out', async () => {
    const patient = await newPatient(null);
    const created = await send('POST', '/api/sessions', booking(patient.id, inDays(7)));
    const session = created.body.data as SessionRow;
    const cancelled = await send('PUT', `/api/sessions/${session.id}`, {
      baseVersion: session.version,
      changes: { status: 'cancelled', cancelReason: 'Booked by mistake.' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // Past every moment this session had (other tests' lines go out meanwhile: only this one's count).
    await sweep(new Date(Date.now() + 8 * 24 * HOUR_MS));
    const lines = await server.database.db
      .select({ kind: patientMails.kind })
      .from(patientMails)
      .where(eq(patientMails.sessionId, session.id));
    expect(lines).toEqual([]);
    expect(mailsTo(patient.email)).toHaveLength(0);
  });
});

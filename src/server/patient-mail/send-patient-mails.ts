/**
 * Sends the patients' e-mails queued by session writes (./schedule-patient-mails.ts) once they are
 * due: a sweep every 5 seconds claims the due ones with one UPDATE (so each is sent by one process,
 * whichever sweeps; a claim a crashed process left is taken again after CLAIM_TIMEOUT_MS), reads the
 * session as it is now and drops a line that is no longer true (a reminder of a session moved or
 * cancelled, or one the specialist turned off for the patient), renders it in the patient's language
 * and time zone (else their specialist's), with the calendar event, and sends it. A failed send is tried again later, up to
 * MAX_ATTEMPTS times.
 */
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { chatPatientPage } from '#core/chats/chat-link-api';
import { type LanguageCode, parseLanguageCode, toLocale } from '#core/languages';
import type { PatientMailKind } from '#core/sessions/patient-mail-kinds';
import type { SessionMode } from '#core/sessions/session-lists';
import { formatMoney } from '#core/sessions/session-money';
import { sendBookingReplies } from '../booking/booking-replies.ts';
import { joinLinkToken } from '../chats/chat-links.ts';
import type { Db } from '../db/client.ts';
import { patientMails, patients, sessions, specialistProfiles, users } from '../db/schema.ts';
import type { I18nRegistry } from '../i18n.ts';
import { errorFields, type Logger } from '../log.ts';
import type { Mailer } from '../mail/mailer.ts';
import { MAIL_MESSAGES } from '../mail/messages.ts';
import type { MailTemplate } from '../mail/templates.ts';
import { FALLBACK_TIME_ZONE } from '../sessions/session-entity.ts';
import { reminderKey, reminderOffsetOf } from './schedule-patient-mails.ts';
import { claimSeriesCompanions, isGatheredKind, settleCompanions } from './series-mails.ts';
import { seriesCalendar } from './session-calendar.ts';

// A booking's confirmation leaves within seconds; the claim is one indexed UPDATE, cheap when idle.
const SWEEP_INTERVAL_MS = 5000;
export const CLAIM_TIMEOUT_MS = 5 * 60_000;
const RETRY_AFTER_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 50;

export type PatientMailDeps = {
  db: Db;
  log: Logger;
  i18n: I18nRegistry;
  mailer: Mailer;
  /** The address calendar events name as their organizer (MAIL_FROM's). */
  organizerEmail: string;
  /** Where the patient's link opens (PUBLIC_URL), read per e-mail. */
  publicUrl: () => string;
  /** Sweep on a timer (false: only when `sweep` is called, in tests). */
  timer?: boolean;
};

export type PatientMailSender = { sweep(now: Date): Promise<number>; close(): Promise<void> };

const TEMPLATES: Record<PatientMailKind, MailTemplate> = {
  booked: 'session-booked',
  changed: 'session-changed',
  cancelled: 'session-cancelled',
  reminder: 'session-reminder',
};

type Claimed = typeof patientMails.$inferSelect;

/** Claims the due lines (and those a crashed process left claimed): each by one process only. */
async function claim(db: Db, now: Date): Promise<Claimed[]> {
  const due = or(
    and(eq(patientMails.status, 'pending'), lte(patientMails.dueAt, now)),
    and(
      eq(patientMails.status, 'sending'),
      lte(patientMails.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS)),
    ),
  );
  const batch = db.select({ id: patientMails.id }).from(patientMails).where(due).limit(BATCH);
  // `due` again on the row itself: a row another process claimed meanwhile no longer matches.
  return db
    .update(patientMails)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${patientMails.attempts} + 1` })
    .where(and(inArray(patientMails.id, batch), due))
    .returning();
}

/** The session, its patient and specialist as they are now; undefined when gone. */
async function readSubject(db: Db, line: Claimed) {
  const [row] = await db
    .select({
      session: sessions,
      email: patients.email,
      patientName: patients.name,
      patientLanguage: patients.language,
      patientTimeZone: patients.timeZone,
      wantsReminders: patients.sessionReminders,
      patientGone: patients.deletedAt,
      specialistLanguage: users.language,
      // The name the profile shows, else the account's (a profile not written yet).
      firstName: sql<string>`coalesce(${specialistProfiles.firstName}, ${users.firstName})`,
      lastName: sql<string>`coalesce(${specialistProfiles.lastName}, ${users.lastName})`,
      timeZone: specialistProfiles.timeZone,
      reminderOffsets: specialistProfiles.reminderOffsets,
    })
    .from(sessions)
    .innerJoin(patients, eq(patients.id, sessions.patientId))
    .innerJoin(users, eq(users.id, sessions.ownerId))
    .leftJoin(specialistProfiles, eq(specialistProfiles.userId, sessions.ownerId))
    .where(and(eq(sessions.id, line.sessionId), eq(sessions.ownerId, line.ownerId)));
  return row;
}

type Subject = NonNullable<Awaited<ReturnType<typeof readSubject>>>;
type SessionRecord = Subject['session'];

/** Whether a series companion's line still says something true: a booking still to come, a cancellation. */
function isToldOf(kind: PatientMailKind, session: SessionRecord, now: Date): boolean {
  return kind === 'cancelled' || isToCome(session, now);
}

/** A live session still planned and not begun: what a booking, a change or a reminder speaks of. */
function isToCome(session: SessionRecord, now: Date): boolean {
  return (
    session.deletedAt === null &&
    (session.status === 'scheduled' || session.status === 'rescheduled') &&
    session.startsAt.getTime() > now.getTime()
  );
}

/** Whether the line still says something true when it is due. */
function isStillTrue(line: Claimed, subject: Subject, now: Date): boolean {
  const { session } = subject;
  if (subject.patientGone || !subject.email) return false;
  if (line.kind === 'cancelled') return true;
  if (!isToCome(session, now)) return false;
  if (line.kind !== 'reminder') return true;
  if (!subject.wantsReminders) return false;
  // One the specialist no longer sends (they changed when patients are reminded) is not sent.
  const offset = reminderOffsetOf(line.dedupeKey);
  if (subject.reminderOffsets && !subject.reminderOffsets.includes(offset)) return false;
  // A reminder names the start it was set for: a moved session has its own.
  const startsAt = session.startsAt.toISOString();
  return line.dedupeKey === reminderKey(session.id, startsAt, offset);
}

export function startPatientMails(deps: PatientMailDeps, now: () => Date): PatientMailSender {
  /** The patient's conversation link, valid until the session's end (joinLinkToken). */
  async function joinLink(session: SessionRecord, at: Date): Promise<string | undefined> {
    const endsAt = new Date(session.startsAt.getTime() + session.durationMinutes * 60_000);
    const token = await joinLinkToken(deps.db, session.ownerId, session.patientId, endsAt, at);
    return token ? `${deps.publicUrl()}${chatPatientPage(token)}` : undefined;
  }

  /** `taken`: lines this sweep sent along with another (a series' companions), skipped when reached. */
  async function send(line: Claimed, at: Date, taken: Set<string>): Promise<boolean> {
    const subject = await readSubject(deps.db, line);
    if (!subject || !isStillTrue(line, subject, at)) {
      await deps.db.update(patientMails).set({ status: 'dropped' }).where(eq(patientMails.id, line.id));
      return false;
    }
    const { session } = subject;
    const language: LanguageCode =
      parseLanguageCode(subject.patientLanguage ?? '') ??
      parseLanguageCode(subject.specialistLanguage) ??
      'EN';
    const i18n = deps.i18n.forLanguage(language);
    const specialist = `${subject.firstName} ${subject.lastName}`.trim();
    const zone = subject.patientTimeZone ?? subject.timeZone ?? FALLBACK_TIME_ZONE;
    const mailOf = (row: SessionRecord) => ({
      startsAt: row.startsAt.toISOString(),
      timeZone: zone,
      durationMinutes: row.durationMinutes,
      mode: row.mode as SessionMode,
    });
    // A series booked or cancelled at once: its other sessions' lines go in this e-mail.
    const companions =
      isGatheredKind(line.kind) && session.seriesId
        ? await claimSeriesCompanions(deps.db, line, session.seriesId, at)
        : [];
    for (const companion of companions) taken.add(companion.lineId);
    const told = companions.filter((companion) => isToldOf(line.kind, companion.session, at));
    const toldIds = told.map((companion) => companion.lineId);
    await settleCompanions(
      deps.db,
      companions
        .filter((companion) => !toldIds.includes(companion.lineId))
        .map((companion) => companion.lineId),
      { status: 'dropped' },
    );
    const all = [session, ...told.map((companion) => companion.session)].sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime(),
    );
    const method = line.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
    const calendarOf = (row: SessionRecord) => ({
      id: row.id,
      version: Number(row.version),
      startsAt: row.startsAt.toISOString(),
      durationMinutes: row.durationMinutes,
      title: i18n._(MAIL_MESSAGES.sessionCalendarTitle.id, { specialist }),
      description: '',
      organizer: { name: specialist || 'MindOffice', email: deps.organizerEmail },
    });
    const calendar =
      line.kind === 'reminder'
        ? undefined
        : ({ method, content: seriesCalendar(all.map(calendarOf), method) } as const);
    // Valid until the last session told of ends.
    const link = line.kind === 'cancelled' ? undefined : await joinLink(all.at(-1) ?? session, at);
    const outcome = await deps.mailer.send({
      to: subject.email,
      language,
      template: TEMPLATES[line.kind],
      content: {
        name: subject.patientName,
        specialist,
        session: mailOf(session),
        ...(all.length > 1 ? { series: all.map(mailOf) } : {}),
        ...(link ? { link } : {}),
        // Quoted only when the specialist chose to share it: a reason is theirs by default.
        ...(line.kind === 'cancelled' && session.cancelReasonShared && session.cancelReason
          ? { reason: session.cancelReason }
          : {}),
        // A late cancellation's fee is the patient's to know: it is what they will be asked to pay.
        ...(line.kind === 'cancelled' && session.lateCancellation && session.fee > 0
          ? { fee: formatMoney(session.fee, session.currency, toLocale(language)) }
          : {}),
      },
      ...(calendar ? { calendar } : {}),
    });
    if (outcome === 'failed') {
      await settleCompanions(deps.db, toldIds, { status: 'pending' });
      const isLast = line.attempts >= MAX_ATTEMPTS;
      await deps.db
        .update(patientMails)
        .set(
          isLast
            ? { status: 'failed' }
            : { status: 'pending', dueAt: new Date(at.getTime() + RETRY_AFTER_MS) },
        )
        .where(eq(patientMails.id, line.id));
      return false;
    }
    await deps.db
      .update(patientMails)
      .set({ status: 'sent', sentAt: at })
      .where(eq(patientMails.id, line.id));
    await settleCompanions(deps.db, toldIds, { status: 'sent', sentAt: at });
    return true;
  }

  async function sweep(at: Date): Promise<number> {
    // The booking pages' replies ride the same sweep: both are mail to people without an account.
    let sent = await sendBookingReplies(deps, at).catch((error: unknown) => {
      deps.log.error('booking replies not sent', errorFields(error));
      return 0;
    });
    const taken = new Set<string>();
    for (const line of await claim(deps.db, at)) {
      if (taken.has(line.id)) continue;
      try {
        if (await send(line, at, taken)) sent += 1;
      } catch (error) {
        // Left claimed: taken again after the claim's timeout.
        deps.log.error('patient mail not sent', { kind: line.kind, ...errorFields(error) });
      }
    }
    return sent;
  }

  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = sweep(now())
      .catch((error: unknown) => deps.log.warn('patient mail sweep failed', errorFields(error)))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = deps.timer === false ? undefined : setInterval(tick, SWEEP_INTERVAL_MS);
  timer?.unref();
  return {
    sweep,
    async close() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

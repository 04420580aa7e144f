/**
 * What a session's write tells its patient (issue 39), queued in the write's own transaction: a new
 * booking its confirmation, a move or a change of mode or length a change, a cancellation (or the
 * deletion of a booking already confirmed) a cancellation; and, while the session is to come, the
 * reminders before it. A move replaces the reminders still waiting. Each line's key names what it is
 * about (the session; a reminder its start and moment; a change the new appointment and the write's
 * instant), so a write that is replayed, retried or applied twice queues it once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_OFFSETS_MINUTES,
  type PatientMailKind,
  type PatientMailStatus,
} from '#core/sessions/patient-mail-kinds';
import type { SessionFields } from '#core/sessions/session-schema';
import { patientMails, specialistProfiles } from '../db/schema.ts';
import type { WrittenRow } from '../sync/entity-definition.ts';
import type { Tx } from '../sync/owner-transaction.ts';
import { isGatheredKind, SERIES_GATHER_MS } from './series-mails.ts';

const MINUTE_MS = 60_000;

const isToCome = (fields: SessionFields, now: Date) =>
  (fields.status === 'scheduled' || fields.status === 'rescheduled') &&
  Date.parse(fields.startsAt) > now.getTime();

const epochSeconds = (instant: string) => Math.floor(Date.parse(instant) / 1000);

/** What the patient was told about: when, how and how long (a change of any is news to them). */
const appointmentOf = (fields: SessionFields) =>
  `${epochSeconds(fields.startsAt)}:${fields.mode}:${fields.durationMinutes}`;

export function reminderKey(sessionId: string, startsAt: string, offsetMinutes: number): string {
  return `reminder:${sessionId}:${epochSeconds(startsAt)}:${offsetMinutes}`;
}

/** The minutes before the start a reminder's key names (its last part, see `reminderKey`). */
export function reminderOffsetOf(dedupeKey: string): number {
  return Number(dedupeKey.split(':').at(-1));
}

type Line = { kind: PatientMailKind; dedupeKey: string; dueAt: Date };

function remindersOf(id: string, fields: SessionFields, now: Date, offsets: readonly number[]): Line[] {
  const startsAt = Date.parse(fields.startsAt);
  return offsets.flatMap((offset) => {
    const dueAt = new Date(startsAt - offset * MINUTE_MS);
    // A reminder whose moment has passed (a booking for tomorrow morning has no day-before one).
    if (dueAt.getTime() <= now.getTime()) return [];
    return [{ kind: 'reminder' as const, dedupeKey: reminderKey(id, fields.startsAt, offset), dueAt }];
  });
}

/**
 * The lines a write adds; `booking`: where the session's booking mail stands (undefined: none was
 * queued, the session is older than these mails).
 */
function linesOf(
  write: WrittenRow<SessionFields>,
  booking: PatientMailStatus | undefined,
  offsets: readonly number[],
): Line[] {
  const { id, existing, fields, now } = write;
  // A series' booking and cancellation wait for the rest of the series, to be told in one e-mail.
  const gather = fields.seriesId ? SERIES_GATHER_MS : 0;
  const soon = (kind: PatientMailKind, key: string): Line => ({
    kind,
    dedupeKey: key,
    dueAt: isGatheredKind(kind) ? new Date(now.getTime() + gather) : now,
  });
  if (write.kind === 'create')
    return isToCome(fields, now)
      ? [soon('booked', `booked:${id}`), ...remindersOf(id, fields, now, offsets)]
      : [];
  if (write.kind === 'delete') return booking ? [soon('cancelled', `cancelled:${id}`)] : [];
  if (!existing) return [];
  const wasToCome = isToCome(existing, now);
  if (fields.status === 'cancelled' && existing.status !== 'cancelled')
    return wasToCome ? [soon('cancelled', `cancelled:${id}`)] : [];
  if (!isToCome(fields, now) || appointmentOf(existing) === appointmentOf(fields)) return [];
  // A booking not confirmed yet confirms the new appointment itself (the sweep reads the session as
  // it is then): only its reminders move.
  // The key holds the write's instant too: moved back and forth (10:00 → 11:00 → 10:00 → 11:00), each
  // move is news, though the appointment was once the same.
  const changeKey = `changed:${id}:${appointmentOf(fields)}:${now.getTime()}`;
  const change = booking === 'pending' ? [] : [soon('changed', changeKey)];
  return [...change, ...remindersOf(id, fields, now, offsets)];
}

/** When the specialist's patients are reminded (their profile's choice, else the default). */
async function reminderOffsetsOf(tx: Tx, ownerId: string): Promise<readonly number[]> {
  const [profile] = await tx
    .select({ offsets: specialistProfiles.reminderOffsets })
    .from(specialistProfiles)
    .where(eq(specialistProfiles.userId, ownerId));
  return profile?.offsets ?? DEFAULT_REMINDER_OFFSETS_MINUTES;
}

/** Queues the patient's e-mails a session's write brings; an `afterWrite` of the session entity. */
export async function schedulePatientMails(tx: Tx, write: WrittenRow<SessionFields>): Promise<void> {
  const { id } = write;
  const [booking] = await tx
    .select({ status: patientMails.status })
    .from(patientMails)
    .where(and(eq(patientMails.sessionId, id), eq(patientMails.kind, 'booked')));
  // A booking the patient has not heard of yet ends silently: its confirmation is withdrawn.
  const isEnded = write.kind === 'delete' || write.fields.status === 'cancelled';
  if (booking?.status === 'pending' && isEnded) {
    await tx
      .delete(patientMails)
      .where(and(eq(patientMails.sessionId, id), eq(patientMails.status, 'pending')));
    return;
  }
  const lines = linesOf(write, booking?.status, await reminderOffsetsOf(tx, write.ownerId));
  if (lines.length === 0) return;
  // Whatever still waits about an appointment that changed or ended is no longer true.
  await tx
    .delete(patientMails)
    .where(
      and(
        eq(patientMails.sessionId, id),
        eq(patientMails.status, 'pending'),
        inArray(patientMails.kind, ['reminder', 'changed']),
      ),
    );
  await tx
    .insert(patientMails)
    .values(
      lines.map((line) => ({
        ...line,
        ownerId: write.ownerId,
        patientId: write.fields.patientId,
        sessionId: id,
      })),
    )
    .onConflictDoNothing({ target: patientMails.dedupeKey });
}

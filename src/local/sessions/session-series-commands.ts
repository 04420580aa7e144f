/**
 * Recurring sessions on the device (#core/sessions/session-series): a series is booked as its
 * occurrences, each one `bookSession` through the outbox (offline too), and changed or cancelled for
 * this session, this one and the following, or all of them — each occurrence one ordinary change, so
 * the status machine and the overlap check judge each on its own. What one of them refuses is
 * answered with the others done.
 */

import { overlapError } from '#core/sessions/session-overlap';
import type { SessionFieldError, SessionFields, SessionRow } from '#core/sessions/session-schema';
import { isFinalStatus } from '#core/sessions/session-status';
import { addDays, instantToZoned, zonedToInstant } from '#core/sessions/session-time';
import { getDb } from '../db.ts';
import { readOfficeTerms } from './office-terms.ts';
import {
  bookSession,
  type CancelChoices,
  cancelSession,
  changeSession,
  type SessionDraft,
  type WriteOptions,
} from './session-commands.ts';
import { localOverlap, patientSessions } from './session-queries.ts';

/** Which occurrences a change of a series' session applies to. */
export type SeriesScope = 'this' | 'following' | 'all';

/** One occurrence a series write could not make, with why. */
export type SeriesRefusal = { startsAt: string; error: SessionFieldError };
export type SeriesWriteResult = { done: string[]; refused: SeriesRefusal[] };

/** The occurrences that would clash with a session already on the device, before anything is booked. */
export async function seriesClashes(
  draft: Pick<SessionDraft, 'durationMinutes'>,
  starts: readonly string[],
  options: WriteOptions,
): Promise<SeriesRefusal[]> {
  const db = options.db ?? getDb();
  const { timeZone } = await readOfficeTerms(db);
  const clashes: SeriesRefusal[] = [];
  for (const startsAt of starts) {
    const candidate = { startsAt, durationMinutes: draft.durationMinutes, status: 'scheduled' as const };
    const overlap = await localOverlap(db, crypto.randomUUID(), candidate);
    if (overlap) clashes.push({ startsAt, error: overlapError(overlap, timeZone, options.locale) });
  }
  return clashes;
}

/** Books each start of the series as a session carrying the series' id and rule. */
export async function bookSeries(
  draft: SessionDraft,
  starts: readonly string[],
  rule: string,
  options: WriteOptions,
): Promise<SeriesWriteResult> {
  const series = { seriesId: crypto.randomUUID(), seriesRule: rule };
  const result: SeriesWriteResult = { done: [], refused: [] };
  for (const startsAt of starts) {
    const booked = await bookSession({ ...draft, startsAt }, options, series);
    if (booked.ok) result.done.push(booked.id);
    else result.refused.push({ startsAt, error: booked.error });
  }
  return result;
}

/** The live sessions of `session`'s series on the device, in time order (itself included). */
export async function seriesSessions(
  session: Pick<SessionRow, 'patientId' | 'seriesId'>,
  options: Pick<WriteOptions, 'db'> = {},
): Promise<SessionRow[]> {
  if (!session.seriesId) return [];
  const rows = await patientSessions(session.patientId, options.db ?? getDb());
  return rows
    .filter((row) => row.seriesId === session.seriesId && row.deletedAt === null)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * Applies an edit of `session` to the planned occurrences `scope` names: the new start moves each by
 * the same number of calendar days to the same wall-clock time (a weekly Monday 10:00 moved to
 * Tuesday 11:00 moves every Monday to its Tuesday at 11:00, summer time or not), and a new length,
 * mode or charge is copied. Notes stay each session's own; the patient and package too.
 */
export async function changeSeries(
  session: SessionRow,
  scope: Exclude<SeriesScope, 'this'>,
  draft: SessionDraft,
  options: WriteOptions,
): Promise<SeriesWriteResult> {
  const db = options.db ?? getDb();
  const { timeZone } = await readOfficeTerms(db);
  const before = instantToZoned(session.startsAt, timeZone);
  const after = instantToZoned(draft.startsAt, timeZone);
  const dayShift = Math.round((Date.parse(after.date) - Date.parse(before.date)) / 86_400_000);
  const copied: Partial<SessionFields> = {};
  if (draft.durationMinutes !== session.durationMinutes) copied.durationMinutes = draft.durationMinutes;
  if (draft.mode !== session.mode) copied.mode = draft.mode;
  if (draft.charge !== session.charge && session.type === 'single') copied.charge = draft.charge;
  const result: SeriesWriteResult = { done: [], refused: [] };
  for (const row of await inScope(session, scope, options)) {
    const changes: Partial<SessionFields> =
      row.id === session.id ? draft : { ...copied, ...movedStart(row.startsAt) };
    const written = await changeSession(row.id, changes, options);
    if (written.ok) result.done.push(row.id);
    else result.refused.push({ startsAt: row.startsAt, error: written.error });
  }
  return result;

  function movedStart(startsAt: string): Partial<SessionFields> {
    if (draft.startsAt === session.startsAt) return {};
    const wall = instantToZoned(startsAt, timeZone);
    return { startsAt: zonedToInstant(addDays(wall.date, dayShift), after.time, timeZone) };
  }
}

/** Cancels the planned occurrences `scope` names; only `session` itself may be a late cancellation. */
export async function cancelSeries(
  session: SessionRow,
  scope: Exclude<SeriesScope, 'this'>,
  reason: string,
  options: WriteOptions,
  choices: CancelChoices,
): Promise<SeriesWriteResult> {
  const result: SeriesWriteResult = { done: [], refused: [] };
  for (const row of await inScope(session, scope, options)) {
    const own = row.id === session.id ? choices : { isReasonShared: choices.isReasonShared ?? false };
    const written = await cancelSession(row.id, reason, options, own);
    if (written.ok) result.done.push(row.id);
    else result.refused.push({ startsAt: row.startsAt, error: written.error });
  }
  return result;
}

/** The series' occurrences still to hold that `scope` names, `session` first. */
async function inScope(session: SessionRow, scope: Exclude<SeriesScope, 'this'>, options: WriteOptions) {
  const rows = await seriesSessions(session, options);
  const others = rows.filter(
    (row) =>
      row.id !== session.id &&
      !isFinalStatus(row.status) &&
      row.status !== 'ongoing' &&
      (scope === 'all' || row.startsAt > session.startsAt),
  );
  return [session, ...others];
}

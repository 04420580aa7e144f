/**
 * Reads of the local sessions for the screens, each with the patient's name and number joined in:
 * the `/sessions` page (range, filters, search, paging), a range for the calendar, one patient's
 * sessions and one session. Live sessions only (session-store.ts): an unfiltered page's total comes
 * from the months' counts of live sessions, its rows from the months it falls in.
 */

import type { PatientRow } from '#core/patients/patient-schema';
import type { SessionMode, SessionStatus, SessionType } from '#core/sessions/session-lists';
import { findOverlap, overlapQueryWindow } from '#core/sessions/session-overlap';
import { dayRange, type InstantRange, type IsoWeekday, weekRange } from '#core/sessions/session-periods';
import type { SessionFields, SessionRow } from '#core/sessions/session-schema';
import { getDb, type MindofficeDb } from '../db.ts';
import { fold } from '../patients/patient-keys.ts';
import { type StoredSession, withoutSessionKeys } from './session-keys.ts';
import {
  EARLIEST,
  LATEST,
  livePatientSessions,
  liveSessionPage,
  liveSessionsBetween,
  sessionStore,
} from './session-store.ts';

export type SessionListRow = SessionRow & {
  patientName: string;
  patientContact: string;
  patientType: PatientRow['type'] | undefined;
  /** The patient's own time zone, null: the specialist's (a row from before the field: undefined). */
  patientTimeZone: string | null | undefined;
};

export const SESSION_RANGES = ['today', 'week', 'upcoming', 'past', 'all'] as const;
export type SessionRangeFilter = (typeof SESSION_RANGES)[number];

export type SessionPageQuery = {
  range: SessionRangeFilter;
  mode: SessionMode | 'all';
  type: SessionType | 'all';
  status: SessionStatus | 'all';
  search: string;
  pageIndex: number;
  pageSize: number;
};

/** Where "today", "this week" and "now" are: the specialist's zone and the language's first weekday. */
export type Clock = { now: string; zone: string; firstDay: IsoWeekday };

export type SessionPage = { rows: SessionListRow[]; total: number };

export async function querySessionPage(
  query: SessionPageQuery,
  clock: Clock,
  db: MindofficeDb = getDb(),
): Promise<SessionPage> {
  const { start, end, newestFirst } = rangeOf(query.range, clock);
  const needle = fold(query.search.trim());
  // Inside a liveQuery only IndexedDB work may be awaited before the reads below: an await of a plain
  // promise (an async helper with nothing to read) loses the live query's tracking, and the list would
  // never follow later changes.
  const patientIds = needle === '' ? undefined : await patientIdsMatching(needle, db);
  const matches = matcherOf(query, needle, patientIds);
  const offset = query.pageIndex * query.pageSize;
  if (matches) {
    // Filtered: the range's rows are read and filtered here (the index holds starts only).
    const inRange = await liveSessionsBetween(db, { start, end });
    const kept = inRange.filter(matches);
    if (newestFirst) kept.reverse();
    return { rows: await withPatients(kept.slice(offset, offset + query.pageSize), db), total: kept.length };
  }
  // Unfiltered: the total from the months' counts, rows from the months the page is in.
  const page = await liveSessionPage(db, { start, end, newestFirst }, offset, query.pageSize);
  return { rows: await withPatients(page.rows, db), total: page.total };
}

/** Live sessions starting in [start, end), in time order: the calendar's view. */
export async function sessionsBetween(
  range: InstantRange,
  db: MindofficeDb = getDb(),
): Promise<SessionListRow[]> {
  return withPatients(await liveSessionsBetween(db, range), db);
}

/** A patient's live sessions in time order. */
export async function patientSessions(patientId: string, db: MindofficeDb = getDb()): Promise<SessionRow[]> {
  return (await livePatientSessions(db, patientId)).map(withoutSessionKeys);
}

/** The first of the device's live sessions that the proposed time meets, if any. */
export async function localOverlap(
  db: MindofficeDb,
  id: string,
  fields: Pick<SessionFields, 'startsAt' | 'durationMinutes' | 'status'>,
) {
  const window = overlapQueryWindow(fields.startsAt, fields.durationMinutes);
  const nearby = await liveSessionsBetween(db, window);
  return findOverlap({ id, ...fields }, nearby);
}

/** One live session with its patient; undefined when unknown or deleted. */
export async function getSession(
  id: string,
  db: MindofficeDb = getDb(),
): Promise<SessionListRow | undefined> {
  const row = await sessionStore(db).get(id);
  if (!row || row.deletedAt !== null) return undefined;
  const [joined] = await withPatients([row], db);
  return joined;
}

/** The narrowest of the list's periods that shows a session starting at `startsAt` (after a booking). */
export function rangeHolding(startsAt: string, clock: Clock): SessionRangeFilter {
  for (const range of ['today', 'week'] as const) {
    const { start, end } = rangeOf(range, clock);
    if (startsAt >= start && startsAt < end) return range;
  }
  return startsAt >= clock.now ? 'upcoming' : 'past';
}

function rangeOf(range: SessionRangeFilter, clock: Clock): InstantRange & { newestFirst: boolean } {
  switch (range) {
    case 'today':
      return { ...dayRange(clock.now, clock.zone), newestFirst: false };
    case 'week':
      return { ...weekRange(clock.now, clock.zone, clock.firstDay), newestFirst: false };
    case 'upcoming':
      return { start: clock.now, end: LATEST, newestFirst: false };
    case 'past':
      return { start: EARLIEST, end: clock.now, newestFirst: true };
    default:
      return { start: EARLIEST, end: LATEST, newestFirst: true };
  }
}

/** The row filter of the query's mode, type, status and search; undefined when none applies. */
function matcherOf(
  query: SessionPageQuery,
  needle: string,
  patientIds: Set<string> | undefined,
): ((row: StoredSession) => boolean) | undefined {
  const { mode, type, status } = query;
  if (!patientIds && mode === 'all' && type === 'all' && status === 'all') return undefined;
  return (row) =>
    (mode === 'all' || row.mode === mode) &&
    (type === 'all' || row.type === type) &&
    (status === 'all' || row.status === status) &&
    (!patientIds || patientIds.has(row.patientId) || row.reference.toLowerCase().includes(needle));
}

/** The ids of patients whose name or number contains the needle (already folded). */
function patientIdsMatching(needle: string, db: MindofficeDb): Promise<Set<string>> {
  const digits = needle.replace(/\D/g, '');
  return db.patients
    .filter(
      (patient) =>
        fold(patient.name).includes(needle) || (digits.length >= 3 && patient.contactNumber.includes(digits)),
    )
    .primaryKeys()
    .then((ids) => new Set(ids));
}

export async function withPatients(rows: StoredSession[], db: MindofficeDb): Promise<SessionListRow[]> {
  const patients = await db.patients.bulkGet([...new Set(rows.map((row) => row.patientId))]);
  const byId = new Map(patients.flatMap((patient) => (patient ? [[patient.id, patient]] : [])));
  return rows.map((row) => {
    const patient = byId.get(row.patientId);
    return {
      ...withoutSessionKeys(row),
      patientName: patient?.name ?? '',
      patientContact: patient?.contactNumber ?? '',
      patientType: patient?.type,
      patientTimeZone: patient?.timeZone,
    };
  });
}

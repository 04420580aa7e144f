/**
 * The session writes the screens make. Each first runs the rules the server will run — the status
 * machine (through the entity's settle) and no overlap with the device's own live sessions — and
 * answers the broken rule instead of queueing a change the server would refuse; then it is one
 * `mutate` call. The server checks again: another device may have booked the hour meanwhile.
 */
import { PACKAGE_SESSION_TERMS } from '#core/packages/package-units';
import { SESSION_ENTITY } from '#core/sessions/session-entity';
import { sessionMoney } from '#core/sessions/session-money';
import { overlapError } from '#core/sessions/session-overlap';
import { sessionReference } from '#core/sessions/session-reference';
import type { SessionFieldError, SessionFields, SessionRow } from '#core/sessions/session-schema';
import { getDb, type MindofficeDb } from '../db.ts';
import { localPackageRefusal } from '../packages/package-queries.ts';
import { queueCreate, queueDelete, queueUpdate } from '../sync/queue-writes.ts';
import { readOfficeTerms } from './office-terms.ts';
import { withoutSessionKeys } from './session-keys.ts';
import { localOverlap } from './session-queries.ts';
import { sessionStore } from './session-store.ts';

/** What the booking form collects; the rest is derived (money, reference, status, history). */
export type SessionDraft = Pick<
  SessionFields,
  'patientId' | 'startsAt' | 'durationMinutes' | 'mode' | 'type' | 'packageId' | 'charge' | 'notes'
>;

export type SessionWriteResult = { ok: true; id: string } | { ok: false; error: SessionFieldError };

/** `locale` formats the time in an overlap message. */
export type WriteOptions = { locale: string; db?: MindofficeDb; now?: Date };

/** A recurring session's series, set on each occurrence it books (session-series.ts). */
export type SeriesMark = Pick<SessionFields, 'seriesId' | 'seriesRule'>;

const NO_SERIES: SeriesMark = { seriesId: null, seriesRule: null };

export async function bookSession(
  draft: SessionDraft,
  options: WriteOptions,
  series: SeriesMark = NO_SERIES,
): Promise<SessionWriteResult> {
  const db = options.db ?? getDb();
  const terms = await readOfficeTerms(db);
  const id = crypto.randomUUID();
  const proposed: SessionFields = {
    ...draft,
    currency: terms.currency,
    status: 'scheduled',
    commissionRateBps: terms.commissionRateBps,
    ...sessionMoney(draft.charge, terms.commissionRateBps),
    reference: sessionReference(id),
    startedAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelReason: null,
    cancelReasonShared: false,
    fee: 0,
    lateCancellation: false,
    usesPackageUnit: true,
    ...series,
    history: [],
  };
  const now = (options.now ?? new Date()).toISOString();
  const settled = SESSION_ENTITY.settle(undefined, SESSION_ENTITY.normalize(proposed), { id, now });
  if (!settled.ok) return { ok: false, error: settled.error as SessionFieldError };
  const context = { now, locale: options.locale, zone: terms.timeZone };
  const refusal = await localPackageRefusal(db, id, settled.fields, context);
  if (refusal) return { ok: false, error: refusal };
  const overlap = await localOverlap(db, id, settled.fields);
  if (overlap) return { ok: false, error: overlapError(overlap, terms.timeZone, options.locale) };
  await queueCreate(SESSION_ENTITY, id, settled.fields, db);
  return { ok: true, id };
}

/**
 * Any change to a stored session: the fields the user changed (a status action carries its
 * timestamp from this device's clock). A new charge brings its money at the session's booked rate.
 */
export async function changeSession(
  id: string,
  changes: Partial<SessionFields>,
  options: WriteOptions,
): Promise<SessionWriteResult> {
  const db = options.db ?? getDb();
  const stored = await sessionStore(db).get(id);
  if (!stored || stored.deletedAt !== null) throw new Error(`no local session ${id}`);
  const current = fieldsOf(withoutSessionKeys(stored));
  const withMoney =
    changes.charge === undefined
      ? changes
      : { ...changes, ...sessionMoney(changes.charge, current.commissionRateBps) };
  const proposed = SESSION_ENTITY.normalize({ ...current, ...withMoney });
  const now = (options.now ?? new Date()).toISOString();
  const settled = SESSION_ENTITY.settle(current, proposed, { id, now });
  if (!settled.ok) return { ok: false, error: settled.error as SessionFieldError };
  const isMoved =
    settled.fields.startsAt !== current.startsAt ||
    settled.fields.durationMinutes !== current.durationMinutes;
  // Only a move or a package change is re-checked: notes saved as typed read nothing more.
  if (PACKAGE_SESSION_TERMS.some((name) => settled.fields[name] !== current[name])) {
    const { timeZone } = await readOfficeTerms(db);
    const context = { now, locale: options.locale, zone: timeZone, heldPackageId: current.packageId };
    const refusal = await localPackageRefusal(db, id, settled.fields, context);
    if (refusal) return { ok: false, error: refusal };
  }
  if (isMoved) {
    const overlap = await localOverlap(db, id, settled.fields);
    if (overlap) {
      const { timeZone } = await readOfficeTerms(db);
      return { ok: false, error: overlapError(overlap, timeZone, options.locale) };
    }
  }
  await queueUpdate(SESSION_ENTITY, id, withMoney, db);
  return { ok: true, id };
}

export function rescheduleSession(
  id: string,
  startsAt: string,
  options: WriteOptions,
  durationMinutes?: 30 | 60,
) {
  return changeSession(id, durationMinutes ? { startsAt, durationMinutes } : { startsAt }, options);
}

export function joinSession(id: string, options: WriteOptions) {
  return changeSession(id, { status: 'ongoing', startedAt: nowOf(options) }, options);
}

export function completeSession(id: string, options: WriteOptions) {
  return changeSession(id, { status: 'completed', completedAt: nowOf(options) }, options);
}

/**
 * What a missed session costs, as the specialist confirmed it (missed-sessions.ts): the fee in minor
 * units of the session's currency and, for a package session, whether it uses its unit.
 */
export type MissedSessionTerms = { fee: number; usesPackageUnit: boolean };

const NOTHING_OWED: MissedSessionTerms = { fee: 0, usesPackageUnit: true };

/** The patient did not come: the session ends as a no-show (once its start has passed). */
export function markNoShow(id: string, options: WriteOptions, terms: MissedSessionTerms = NOTHING_OWED) {
  return changeSession(id, { status: 'noShow', completedAt: nowOf(options), ...terms }, options);
}

export type CancelChoices = {
  /** The patient's cancellation e-mail quotes the reason. */
  isReasonShared?: boolean;
  /** Inside the specialist's notice period: a late cancellation, with what it costs. */
  late?: MissedSessionTerms;
};

export function cancelSession(
  id: string,
  reason: string,
  options: WriteOptions,
  choices: CancelChoices = {},
) {
  const { isReasonShared = false, late } = choices;
  return changeSession(
    id,
    {
      status: 'cancelled',
      cancelReason: reason,
      cancelReasonShared: isReasonShared,
      cancelledAt: nowOf(options),
      lateCancellation: late !== undefined,
      fee: late?.fee ?? 0,
      usesPackageUnit: late?.usesPackageUnit ?? false,
    },
    options,
  );
}

export function saveSessionNotes(id: string, notes: string, options: WriteOptions) {
  return changeSession(id, { notes }, options);
}

export async function deleteSession(id: string, db: MindofficeDb = getDb()): Promise<void> {
  await queueDelete(SESSION_ENTITY, id, db);
}

function fieldsOf(row: SessionRow): SessionFields {
  const {
    id: _id,
    ownerId: _owner,
    version: _version,
    updatedAt: _updated,
    deletedAt: _deleted,
    ...fields
  } = row;
  // A row stored before missed sessions had a cost and series existed lacks these: the columns' defaults.
  return { ...MISSED_DEFAULTS, ...fields };
}

const MISSED_DEFAULTS = {
  fee: 0,
  lateCancellation: false,
  usesPackageUnit: true,
  seriesId: null,
  seriesRule: null,
} as const;

function nowOf(options: WriteOptions): string {
  return (options.now ?? new Date()).toISOString();
}

/**
 * Sessions on the server: their table (instants stored as timestamps, sent as canonical ISO strings),
 * their patient — a live patient of the same owner — and the two rules only the server can apply:
 * a booking copies the platform's commission rate as it is now, and no two live sessions of one owner
 * overlap (checked on the window's candidates inside the owner transaction, so two devices booking
 * the same hour offline cannot both land).
 */
import { and, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import { PACKAGE_MESSAGES } from '#core/packages/package-messages';
import { SESSION_ENTITY } from '#core/sessions/session-entity';
import { SESSION_MESSAGES } from '#core/sessions/session-messages';
import { sessionMoney } from '#core/sessions/session-money';
import { findOverlap, overlapError, overlapQueryWindow } from '#core/sessions/session-overlap';
import type { SessionFields } from '#core/sessions/session-schema';
import { recordWrites } from '../access-log/record-access.ts';
import { sessions, specialistProfiles } from '../db/schema.ts';
import { notifySessionWrite } from '../notifications/session-notifications.ts';
import { packageEntity } from '../packages/package-entity.ts';
import { schedulePatientMails } from '../patient-mail/schedule-patient-mails.ts';
import { patientEntity } from '../patients/patient-entity.ts';
import { defineServerEntity, type ServerEntity } from '../sync/entity-definition.ts';
import type { Tx } from '../sync/owner-transaction.ts';
import { currentCommissionRate } from './commission-rates.ts';
import { packageRefused } from './session-package-check.ts';

export type SessionRecord = typeof sessions.$inferSelect;

/** Without a zone in the profile the overlap message's time is in UTC, and says so. */
export const FALLBACK_TIME_ZONE = 'UTC';

const logSessionWrite = recordWrites<SessionFields>('session', (_id, fields) => fields.patientId);

export const sessionEntity: ServerEntity = defineServerEntity<SessionFields, SessionRecord>({
  synced: SESSION_ENTITY,
  table: sessions,
  notFound: SESSION_MESSAGES.notFound,
  references: [
    {
      field: 'patientId',
      target: () => patientEntity,
      message: SESSION_MESSAGES.patientNotYours,
      absent: 'not-found',
    },
    {
      field: 'packageId',
      target: () => packageEntity,
      message: PACKAGE_MESSAGES.notFound,
      absent: 'not-found',
    },
  ],
  async afterWrite(tx, write) {
    await notifySessionWrite(tx, write);
    await logSessionWrite(tx, write);
    await schedulePatientMails(tx, write);
  },
  // The times and amounts stay in the tombstone: without the patient they name no one.
  erasure: {
    rowsOf: (patientId) => eq(sessions.patientId, patientId),
    blank: { reference: '', notes: '', cancelReason: null, cancelReasonShared: false, history: [] },
  },
  async complete(tx, write) {
    const { existing } = write;
    const fields = existing ? write.fields : await withPlatformRate(tx, write.fields);
    const zone = async () => (await profileTimeZone(tx, write.ownerId)) ?? FALLBACK_TIME_ZONE;
    const refusedByPackage = await packageRefused(tx, write, fields, zone);
    if (refusedByPackage) return refusedByPackage;
    // Only a booking or a move can create an overlap; notes on an old session never re-check it.
    const isMoved =
      !existing ||
      existing.startsAt !== fields.startsAt ||
      existing.durationMinutes !== fields.durationMinutes;
    if (!isMoved) return { ok: true, fields };
    const others = await liveSessionsNear(tx, write.ownerId, write.id, fields);
    const other = findOverlap({ id: write.id, ...fields }, others);
    if (!other) return { ok: true, fields };
    const profileZone = await profileTimeZone(tx, write.ownerId);
    const error = overlapError(
      other,
      profileZone ?? FALLBACK_TIME_ZONE,
      write.i18n.locale,
      profileZone === null,
    );
    return { ok: false, errors: { [error.field]: write.i18n._(error.message) } };
  },
});

/** The zone the specialist's office shows times in (the profile's session step), or null if unset. */
async function profileTimeZone(tx: Tx, ownerId: string): Promise<string | null> {
  const [profile] = await tx
    .select({ timeZone: specialistProfiles.timeZone })
    .from(specialistProfiles)
    .where(eq(specialistProfiles.userId, ownerId));
  return profile?.timeZone ?? null;
}

/** A booking's money at the platform's rate now, whatever rate the booking device last knew. */
async function withPlatformRate(tx: Tx, fields: SessionFields): Promise<SessionFields> {
  const commissionRateBps = await currentCommissionRate(tx);
  if (commissionRateBps === fields.commissionRateBps) return fields;
  return { ...fields, commissionRateBps, ...sessionMoney(fields.charge, commissionRateBps) };
}

/** The owner's other live sessions starting in the window that could overlap `fields`. */
async function liveSessionsNear(tx: Tx, ownerId: string, id: string, fields: SessionFields) {
  const window = overlapQueryWindow(fields.startsAt, fields.durationMinutes);
  const rows = await tx
    .select({
      id: sessions.id,
      startsAt: sessions.startsAt,
      durationMinutes: sessions.durationMinutes,
      status: sessions.status,
      reference: sessions.reference,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.ownerId, ownerId),
        ne(sessions.id, id),
        ne(sessions.status, 'cancelled'),
        isNull(sessions.deletedAt),
        gte(sessions.startsAt, new Date(window.start)),
        lt(sessions.startsAt, new Date(window.end)),
      ),
    );
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}

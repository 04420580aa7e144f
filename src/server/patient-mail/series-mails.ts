/**
 * A recurring series booked or cancelled at once tells its patient once (issue 39): the booking or
 * cancellation line of each occurrence waits a minute (its whole series reaches the server meanwhile,
 * an offline one too), and the first one sent takes the others of its kind along — one e-mail that
 * lists every date, with one calendar file holding an event per session.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { PatientMailKind } from '#core/sessions/patient-mail-kinds';
import type { Db } from '../db/client.ts';
import { patientMails, sessions } from '../db/schema.ts';

/** How long a series' booking or cancellation line waits for the rest of its series. */
export const SERIES_GATHER_MS = 60_000;

/** The kinds told once for a whole series; reminders and changes stay each session's own. */
export function isGatheredKind(kind: PatientMailKind): kind is 'booked' | 'cancelled' {
  return kind === 'booked' || kind === 'cancelled';
}

type Line = { id: string; ownerId: string; kind: PatientMailKind };
export type SeriesCompanion = { lineId: string; session: typeof sessions.$inferSelect };

/**
 * Claims the lines of `line`'s kind about the other sessions of its series that still wait, or that
 * this very sweep claimed (`at`), and answers them with their sessions as they are now.
 */
export async function claimSeriesCompanions(
  db: Db,
  line: Line,
  seriesId: string,
  at: Date,
): Promise<SeriesCompanion[]> {
  const ofSeries = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.ownerId, line.ownerId), eq(sessions.seriesId, seriesId)));
  const taken = await db
    .update(patientMails)
    .set({ status: 'sending', claimedAt: at })
    .where(
      and(
        eq(patientMails.ownerId, line.ownerId),
        eq(patientMails.kind, line.kind),
        ne(patientMails.id, line.id),
        or(
          eq(patientMails.status, 'pending'),
          and(eq(patientMails.status, 'sending'), eq(patientMails.claimedAt, at)),
        ),
        inArray(patientMails.sessionId, ofSeries),
      ),
    )
    .returning({ lineId: patientMails.id, sessionId: patientMails.sessionId });
  if (taken.length === 0) return [];
  const rows = await db
    .select()
    .from(sessions)
    .where(
      inArray(
        sessions.id,
        taken.map((row) => row.sessionId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return taken.flatMap(({ lineId, sessionId }) => {
    const session = byId.get(sessionId);
    return session ? [{ lineId, session }] : [];
  });
}

/** Sets the companions' lines where their e-mail left them. */
export async function settleCompanions(
  db: Db,
  lineIds: readonly string[],
  changes: { status: 'sent'; sentAt: Date } | { status: 'pending' } | { status: 'dropped' },
): Promise<void> {
  if (lineIds.length === 0) return;
  await db
    .update(patientMails)
    .set(changes)
    .where(inArray(patientMails.id, [...lineIds]));
}

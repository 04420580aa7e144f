/**
 * The sessions a patient's link page shows (issue 13): the one under way or next to come, with its
 * Join button from the room's opening, and the chat-mode sessions whose start and end are marked in
 * the page of messages shown. Only the link's own patient's sessions; nothing of the money or notes.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { PatientSessionView } from '#core/chats/chat-link-api';
import { JOIN_CLOSES_AFTER_MS } from '#core/rooms/join-window';
import type { LiveChatLink } from '../chats/chat-links.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

type SessionRecord = typeof sessions.$inferSelect;

/** The longest session (60 minutes) and the room's after-time: an older start is over. */
const LONGEST_SESSION_MS = 60 * 60_000;

const ofPatient = (link: LiveChatLink) =>
  and(eq(sessions.ownerId, link.ownerId), eq(sessions.patientId, link.patientId), isNull(sessions.deletedAt));

export async function nextSessionOf(
  db: Db,
  link: LiveChatLink,
  now: Date,
): Promise<PatientSessionView | null> {
  const candidates = await db
    .select()
    .from(sessions)
    .where(
      and(
        ofPatient(link),
        inArray(sessions.status, ['scheduled', 'rescheduled', 'ongoing']),
        gte(sessions.startsAt, new Date(now.getTime() - LONGEST_SESSION_MS - JOIN_CLOSES_AFTER_MS)),
      ),
    )
    .orderBy(asc(sessions.startsAt))
    .limit(5);
  const next = candidates.find(
    (session) =>
      session.startsAt.getTime() + session.durationMinutes * 60_000 + JOIN_CLOSES_AFTER_MS > now.getTime(),
  );
  return next ? toView(next) : null;
}

/** Chat-mode sessions that started from `since` (the oldest message shown; undefined: any time). */
export async function chatSessionsSince(
  db: Db,
  link: LiveChatLink,
  since: Date | undefined,
): Promise<PatientSessionView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        ofPatient(link),
        eq(sessions.mode, 'chat'),
        isNotNull(sessions.startedAt),
        since ? gte(sessions.startedAt, since) : undefined,
      ),
    )
    .orderBy(asc(sessions.startedAt))
    .limit(50);
  return rows.map(toView);
}

function toView(session: SessionRecord): PatientSessionView {
  return {
    id: session.id,
    startsAt: session.startsAt.toISOString(),
    durationMinutes: session.durationMinutes,
    mode: session.mode,
    status: session.status,
    startedAt: session.startedAt?.toISOString() ?? null,
    completedAt: session.completedAt?.toISOString() ?? null,
  };
}

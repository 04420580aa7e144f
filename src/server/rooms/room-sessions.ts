/**
 * Which live session a caller may be in now (#core/rooms/join-window): a patient's link reaches the
 * video or audio sessions of its one patient whose room is open — the soonest first — and nothing
 * else; a specialist, the one of their own sessions they name, while its room is open.
 */
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { isRoomOpen } from '#core/rooms/join-window';
import type { LiveChatLink } from '../chats/chat-links.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

/** Longer than any session with its after-time: older starts cannot have an open room. */
const LOOKBACK_MS = 4 * 60 * 60_000;
/** The room opens this long before the start (JOIN_OPENS_BEFORE_MS, with the clock's slack). */
const LOOKAHEAD_MS = 11 * 60_000;

export type OpenRoom = { sessionId: string; ownerId: string; patientId: string; mode: 'video' | 'audio' };

export async function openRoomOfPatient(
  db: Db,
  link: LiveChatLink,
  now: Date,
): Promise<OpenRoom | undefined> {
  const nearby = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.ownerId, link.ownerId),
        eq(sessions.patientId, link.patientId),
        isNull(sessions.deletedAt),
        gte(sessions.startsAt, new Date(now.getTime() - LOOKBACK_MS)),
        lte(sessions.startsAt, new Date(now.getTime() + LOOKAHEAD_MS)),
      ),
    )
    .orderBy(asc(sessions.startsAt));
  return openRoomOf(nearby.find((session) => isRoomOpenAt(session, now)));
}

/** The specialist's own session `sessionId`, if its room is open now. */
export async function openRoomOfSpecialist(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<OpenRoom | undefined> {
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.ownerId, userId), isNull(sessions.deletedAt)));
  return openRoomOf(session && isRoomOpenAt(session, now) ? session : undefined);
}

type SessionRecord = typeof sessions.$inferSelect;

const isRoomOpenAt = (session: SessionRecord, now: Date) =>
  isRoomOpen({ ...session, startsAt: session.startsAt.toISOString() }, now.getTime());

function openRoomOf(session: SessionRecord | undefined): OpenRoom | undefined {
  // isRoomOpen already refuses a chat-mode session; the check narrows the mode.
  if (!session || session.mode === 'chat') return undefined;
  return {
    sessionId: session.id,
    ownerId: session.ownerId,
    patientId: session.patientId,
    mode: session.mode,
  };
}

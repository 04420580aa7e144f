/**
 * Which live session a caller may be in now (#core/rooms/join-window): a patient's link reaches the
 * video or audio sessions of its one patient whose room is open — the soonest first — and nothing else.
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
  const open = nearby.find((session) =>
    isRoomOpen({ ...session, startsAt: session.startsAt.toISOString() }, now.getTime()),
  );
  if (!open || open.mode === 'chat') return undefined;
  return { sessionId: open.id, ownerId: open.ownerId, patientId: open.patientId, mode: open.mode };
}

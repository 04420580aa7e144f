/**
 * When a live session's room is open (issue 13): from JOIN_OPENS_BEFORE_MS before its start (the
 * patient's page shows Join from then) until JOIN_CLOSES_AFTER_MS after its planned end (a session
 * that runs over is not cut), unless it was cancelled or completed. Chat-mode sessions meet in the
 * conversation and need no room.
 */
import type { SessionMode, SessionStatus } from '../sessions/session-lists.ts';

export const JOIN_OPENS_BEFORE_MS = 10 * 60_000;
export const JOIN_CLOSES_AFTER_MS = 30 * 60_000;

export type RoomSession = {
  startsAt: string;
  durationMinutes: number;
  mode: SessionMode;
  status: SessionStatus;
};

const CLOSED: ReadonlySet<SessionStatus> = new Set(['cancelled', 'completed', 'noShow']);

/** Whether the session's room takes callers at `nowMs`. */
export function isRoomOpen(session: RoomSession, nowMs: number): boolean {
  if (session.mode === 'chat' || CLOSED.has(session.status)) return false;
  const startMs = Date.parse(session.startsAt);
  const endMs = startMs + session.durationMinutes * 60_000;
  return nowMs >= startMs - JOIN_OPENS_BEFORE_MS && nowMs <= endMs + JOIN_CLOSES_AFTER_MS;
}

import { describe, expect, it } from 'vitest';
import { isRoomOpen, JOIN_CLOSES_AFTER_MS, JOIN_OPENS_BEFORE_MS, type RoomSession } from './join-window.ts';

const START_MS = Date.parse('2030-03-04T09:00:00.000Z');
const session: RoomSession = {
  startsAt: new Date(START_MS).toISOString(),
  durationMinutes: 50,
  mode: 'video',
  status: 'scheduled',
};
const END_MS = START_MS + 50 * 60_000;

describe('a live session’s room', () => {
  it('opens ten minutes before the start and closes half an hour after the planned end', () => {
    expect(isRoomOpen(session, START_MS - JOIN_OPENS_BEFORE_MS - 1)).toBe(false);
    expect(isRoomOpen(session, START_MS - JOIN_OPENS_BEFORE_MS)).toBe(true);
    expect(isRoomOpen({ ...session, status: 'ongoing' }, END_MS + 5 * 60_000)).toBe(true);
    expect(isRoomOpen(session, END_MS + JOIN_CLOSES_AFTER_MS)).toBe(true);
    expect(isRoomOpen(session, END_MS + JOIN_CLOSES_AFTER_MS + 1)).toBe(false);
  });

  it('stays closed for a cancelled or completed session, and for a chat-mode one', () => {
    expect(isRoomOpen({ ...session, status: 'cancelled' }, START_MS)).toBe(false);
    expect(isRoomOpen({ ...session, status: 'completed' }, START_MS)).toBe(false);
    expect(isRoomOpen({ ...session, mode: 'chat' }, START_MS)).toBe(false);
    expect(isRoomOpen({ ...session, mode: 'audio', status: 'rescheduled' }, START_MS)).toBe(true);
  });
});

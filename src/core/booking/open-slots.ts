/**
 * The open slots of a specialist's public booking page (issue 39): starts every half hour inside the
 * weekly availability that takes single sessions, in the specialist's zone, over the coming weeks —
 * not on a day off, not overlapping a live session or a pending request, and not sooner than the
 * notice a booking needs. Pure over what the server reads, so the page and the request's check agree.
 */
import { type AvailabilityCheck, availabilityWarning } from '../profile/availability.ts';
import type { SessionDurationMinutes } from '../sessions/session-lists.ts';
import { addDays, instantToZoned, zonedToInstant } from '../sessions/session-time.ts';

/** How far ahead the page offers slots. */
export const BOOKING_DAYS_AHEAD = 28;
/** The least notice a request gives: the specialist has a day to answer it. */
export const BOOKING_MIN_NOTICE_MS = 24 * 60 * 60_000;
const STEP_MINUTES = 30;
const MINUTE_MS = 60_000;

/** A live session or a pending request: its time is taken. */
export type BusyTime = { startsAt: string; durationMinutes: number };

export type SlotQuery = AvailabilityCheck & {
  timeZone: string;
  busy: readonly BusyTime[];
  now: string;
  durationMinutes: SessionDurationMinutes;
};

/** The open starts (canonical instants), in time order. */
export function openSlots(query: SlotQuery): string[] {
  const earliest = Date.parse(query.now) + BOOKING_MIN_NOTICE_MS;
  const today = instantToZoned(query.now, query.timeZone).date;
  const busy = query.busy.map((time) => ({
    start: Date.parse(time.startsAt),
    end: Date.parse(time.startsAt) + time.durationMinutes * MINUTE_MS,
  }));
  const slots: string[] = [];
  for (let offset = 0; offset <= BOOKING_DAYS_AHEAD; offset += 1) {
    const date = addDays(today, offset);
    for (let minutes = 0; minutes + query.durationMinutes <= 24 * 60; minutes += STEP_MINUTES) {
      const start = wall(minutes);
      const end = wall(minutes + query.durationMinutes);
      if (availabilityWarning(query, { date, start, end, type: 'single' }) !== undefined) continue;
      if (query.availability.length === 0) continue;
      const startsAt = zonedToInstant(date, start, query.timeZone);
      const startMs = Date.parse(startsAt);
      if (startMs < earliest) continue;
      const endMs = startMs + query.durationMinutes * MINUTE_MS;
      if (busy.some((time) => time.start < endMs && startMs < time.end)) continue;
      slots.push(startsAt);
    }
  }
  return slots;
}

/** Whether `startsAt` is one of the open slots (the request's check, on the server). */
export function isOpenSlot(query: SlotQuery, startsAt: string): boolean {
  return openSlots(query).includes(startsAt);
}

function wall(minutes: number): string {
  if (minutes === 24 * 60) return '24:00';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

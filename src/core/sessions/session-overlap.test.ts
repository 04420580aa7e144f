import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES as M } from './session-messages.ts';
import {
  findOverlap,
  isLiveSession,
  type OverlapCandidate,
  overlapError,
  overlapQueryWindow,
} from './session-overlap.ts';

let nextId = 0;
function session(
  startsAt: string,
  durationMinutes = 60,
  extra: Partial<OverlapCandidate> = {},
): OverlapCandidate {
  nextId += 1;
  return { id: `s${nextId}`, startsAt, durationMinutes, status: 'scheduled', deletedAt: null, ...extra };
}

const at = (time: string, day = '2026-11-23') => `${day}T${time}:00.000Z`;

describe('findOverlap (half-open intervals [start, end))', () => {
  const booked = session(at('14:00'), 60); // 14:00–15:00

  it.each([
    ['ends when the other starts', at('13:00'), 60],
    ['starts when the other ends', at('15:00'), 30],
    ['is well before', at('10:00'), 30],
  ])('finds nothing when the candidate %s', (_, startsAt, duration) => {
    expect(findOverlap(session(startsAt, duration), [booked])).toBeUndefined();
  });

  it.each([
    ['starts inside it', at('14:30'), 60],
    ['ends inside it', at('13:30'), 60],
    ['lies inside it', at('14:15'), 30],
    ['covers it exactly', at('14:00'), 60],
    ['overlaps by one minute', at('14:59'), 30],
  ])('finds the session when the candidate %s', (_, startsAt, duration) => {
    expect(findOverlap(session(startsAt, duration), [booked])).toBe(booked);
  });

  it('finds a session the candidate contains', () => {
    const short = session(at('14:15'), 30);
    expect(findOverlap(session(at('14:00'), 60), [short])).toBe(short);
  });

  it('sees across midnight', () => {
    const late = session(at('23:30', '2026-11-23'), 60); // until 00:30 the next day
    expect(findOverlap(session(at('00:00', '2026-11-24'), 30), [late])).toBe(late);
    expect(findOverlap(session(at('00:30', '2026-11-24'), 30), [late])).toBeUndefined();
  });

  it('ignores cancelled and deleted sessions, which free their time', () => {
    const cancelled = session(at('14:00'), 60, { status: 'cancelled' });
    const deleted = session(at('14:00'), 60, { deletedAt: at('09:00') });
    expect(findOverlap(session(at('14:00'), 60), [cancelled, deleted])).toBeUndefined();
    expect(isLiveSession({ status: 'completed', deletedAt: null })).toBe(true);
  });

  it('counts completed and ongoing sessions: their time was taken', () => {
    const done = session(at('14:00'), 60, { status: 'completed' });
    const live = session(at('16:00'), 60, { status: 'ongoing' });
    expect(findOverlap(session(at('14:30'), 30), [done])).toBe(done);
    expect(findOverlap(session(at('16:30'), 30), [live])).toBe(live);
  });

  it('ignores the session itself when it is moved (an update)', () => {
    const moved = { ...booked, startsAt: at('14:30') };
    expect(findOverlap(moved, [booked])).toBeUndefined();
  });

  it('lets a cancelled candidate conflict with nothing', () => {
    expect(findOverlap(session(at('14:00'), 60, { status: 'cancelled' }), [booked])).toBeUndefined();
  });

  it('answers the first conflicting session in the order given', () => {
    const other = session(at('14:30'), 30);
    expect(findOverlap(session(at('14:00'), 60), [session(at('10:00')), other, booked])).toBe(other);
  });
});

describe('overlapQueryWindow', () => {
  it('reaches back by the longest duration and forward to the end', () => {
    expect(overlapQueryWindow(at('14:00'), 30)).toEqual({ start: at('13:00'), end: at('14:30') });
  });

  it('holds the start of every session that overlaps', () => {
    const minute = 60_000;
    const base = Date.parse(at('12:00'));
    fc.assert(
      fc.property(
        fc.integer({ min: -200, max: 200 }),
        fc.constantFrom(30, 60),
        fc.constantFrom(30, 60),
        (offsetMinutes, candidateDuration, otherDuration) => {
          const candidate = session(at('12:00'), candidateDuration);
          const other = session(new Date(base + offsetMinutes * minute).toISOString(), otherDuration);
          const window = overlapQueryWindow(candidate.startsAt, candidate.durationMinutes);
          const isInWindow = other.startsAt >= window.start && other.startsAt < window.end;
          if (findOverlap(candidate, [other])) expect(isInWindow).toBe(true);
        },
      ),
    );
  });
});

describe('overlapError', () => {
  it('names the other session and its start in the reader zone and language', () => {
    const other = { reference: 'S-7K3Q9F2M', startsAt: at('13:00') };
    const french = overlapError(other, 'Europe/Paris', 'fr');
    expect(french).toEqual({
      field: 'startsAt',
      message: { ...M.overlap, values: { reference: 'S-7K3Q9F2M', time: '14:00' } },
    });
    expect(overlapError(other, 'America/New_York', 'en').message.values).toEqual({
      reference: 'S-7K3Q9F2M',
      time: expect.stringMatching(/^8:00\sAM$/),
    });
  });

  it('names the zone when asked, for a reader whose zone is unknown', () => {
    const other = { reference: 'S-7K3Q9F2M', startsAt: at('13:00') };
    expect(overlapError(other, 'UTC', 'en', true).message.values?.time).toMatch(/^1:00\sPM UTC$/);
    expect(overlapError(other, 'UTC', 'fr', true).message.values?.time).toBe('13:00 UTC');
  });
});

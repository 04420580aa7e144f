import { describe, expect, it } from 'vitest';
import {
  dailyEarnings,
  EARNINGS_DAYS,
  EARNINGS_MONTHS,
  type EarningsRow,
  earnedAmount,
  earningsQueryRange,
  earningsTotals,
  isJoinEnabled,
  monthlyEarnings,
  nextSessionToday,
} from './session-earnings.ts';
import type { SessionStatus } from './session-lists.ts';

const RIYADH = 'Asia/Riyadh'; // UTC+03 all year: local midnight is 21:00Z the day before
const NOW = '2026-11-23T10:00:00.000Z'; // 13:00 on Monday 23 November in Riyadh

const earned = (startsAt: string, amount: number, status: SessionStatus = 'completed'): EarningsRow => ({
  startsAt,
  status,
  amount,
  deletedAt: null,
});

describe('earnings totals for the day, month and year in the specialist zone', () => {
  const rows = [
    earned('2026-11-22T21:00:00.000Z', 1), // 00:00 on the 23rd in Riyadh: today
    earned('2026-11-22T20:59:59.999Z', 10), // 23:59 on the 22nd: this month, not today
    earned('2026-11-23T20:59:00.000Z', 100), // 23:59 today, later than now: still today
    earned('2026-10-31T21:00:00.000Z', 1_000), // 00:00 on 1 November: this month
    earned('2026-10-31T20:59:00.000Z', 10_000), // 23:59 on 31 October: this year only
    earned('2025-12-31T21:00:00.000Z', 100_000), // 00:00 on 1 January 2026: this year
    earned('2025-12-31T20:59:00.000Z', 1_000_000), // 31 December 2025: none
    earned('2026-11-23T08:00:00.000Z', 7, 'scheduled'),
    earned('2026-11-23T08:00:00.000Z', 7, 'ongoing'),
    earned('2026-11-23T08:00:00.000Z', 7, 'cancelled'),
    { ...earned('2026-11-23T08:00:00.000Z', 7), deletedAt: '2026-11-23T09:00:00.000Z' },
  ];

  it('sums the amount of completed sessions by the local day of their start', () => {
    expect(earningsTotals(rows, NOW, RIYADH)).toEqual({ day: 101, month: 1_111, year: 111_111 });
  });

  it('counts a missed session by its fee less the commission, on the day it was booked for', () => {
    const missed = (status: SessionStatus, fee: number): EarningsRow => ({
      ...earned('2026-11-23T08:00:00.000Z', 8000, status),
      fee,
      commissionRateBps: 1000,
    });
    const withFees = [missed('noShow', 4000), missed('cancelled', 2000), missed('noShow', 0)];
    expect(earningsTotals(withFees, NOW, RIYADH)).toEqual({ day: 5400, month: 5400, year: 5400 });
    expect(earnedAmount(missed('scheduled', 4000))).toBe(0);
  });

  it('draws the same boundaries at another zone midnight (New York, UTC−05)', () => {
    const newYork = [earned('2026-11-24T04:59:00.000Z', 5), earned('2026-11-24T05:00:00.000Z', 50)];
    expect(earningsTotals(newYork, '2026-11-24T03:00:00.000Z', 'America/New_York').day).toBe(5);
  });
});

describe('earnings series', () => {
  it('gives 30 days, today last, with zeros, each session on its local day', () => {
    const series = dailyEarnings(
      [
        earned('2026-11-22T21:00:00.000Z', 5), // today, local midnight
        earned('2026-11-22T20:59:00.000Z', 7), // yesterday
        earned('2026-10-24T21:00:00.000Z', 9), // 25 October: the first of the 30 days
        earned('2026-10-24T20:59:00.000Z', 11), // 24 October: too old
        earned('2026-11-23T21:00:00.000Z', 13), // tomorrow
      ],
      NOW,
      RIYADH,
    );
    expect(series).toHaveLength(EARNINGS_DAYS);
    expect(series[0]).toEqual({ date: '2026-10-25', amount: 9 });
    expect(series.at(-2)).toEqual({ date: '2026-11-22', amount: 7 });
    expect(series.at(-1)).toEqual({ date: '2026-11-23', amount: 5 });
    expect(series.reduce((sum, point) => sum + point.amount, 0)).toBe(21);
    expect(series.filter((point) => point.amount === 0)).toHaveLength(27);
  });

  it('gives the 25-hour day of a fall-back its whole evening (Paris)', () => {
    const series = dailyEarnings(
      [earned('2026-10-25T22:30:00.000Z', 3)],
      '2026-11-05T12:00:00.000Z',
      'Europe/Paris',
    );
    expect(series.find((point) => point.date === '2026-10-25')?.amount).toBe(3);
  });

  it('gives 12 months, this month last, with zeros', () => {
    const series = monthlyEarnings(
      [
        earned('2026-10-31T21:00:00.000Z', 5), // 1 November in Riyadh
        earned('2026-10-31T20:59:00.000Z', 7), // October
        earned('2025-11-30T21:00:00.000Z', 9), // 1 December 2025: the first month
        earned('2025-11-30T20:59:00.000Z', 11), // November 2025: too old
      ],
      NOW,
      RIYADH,
    );
    expect(series).toHaveLength(EARNINGS_MONTHS);
    expect(series.map((point) => point.date)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(series.map((point) => point.amount)).toEqual([9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 5]);
  });

  it('asks the store for one range holding every row the figures read', () => {
    expect(earningsQueryRange(NOW, RIYADH)).toEqual({
      start: '2025-11-30T21:00:00.000Z', // 1 December 2025, the first month of the series
      end: '2026-12-31T21:00:00.000Z', // the end of the year
    });
    // In January the 30 days reach back into December, before the year.
    expect(earningsQueryRange('2026-01-10T12:00:00.000Z', 'UTC').start).toBe('2025-02-01T00:00:00.000Z');
  });
});

describe("today's next session and Join Now", () => {
  type Row = {
    id: string;
    startsAt: string;
    durationMinutes: number;
    status: SessionStatus;
    deletedAt: string | null;
  };
  const row = (
    id: string,
    startsAt: string,
    status: SessionStatus = 'scheduled',
    durationMinutes = 60,
  ): Row => ({
    id,
    startsAt,
    durationMinutes,
    status,
    deletedAt: null,
  });

  it('is the earliest live session of the local day that is not over', () => {
    const rows = [
      row('ended', '2026-11-23T08:00:00.000Z'), // 11:00–12:00 local, over at 13:00
      row('later', '2026-11-23T14:00:00.000Z'),
      row('next', '2026-11-23T11:00:00.000Z', 'rescheduled'),
      row('done', '2026-11-23T10:30:00.000Z', 'completed'),
      row('off', '2026-11-23T10:30:00.000Z', 'cancelled'),
      { ...row('gone', '2026-11-23T10:30:00.000Z'), deletedAt: NOW },
      row('tomorrow', '2026-11-23T21:00:00.000Z'), // 00:00 on the 24th in Riyadh
    ];
    expect(nextSessionToday(rows, NOW, RIYADH)?.id).toBe('next');
    expect(nextSessionToday(rows.slice(0, 1), NOW, RIYADH)).toBeUndefined();
  });

  it('keeps an ongoing session next until its end, to rejoin it', () => {
    const ongoing = row('ongoing', '2026-11-23T09:30:00.000Z', 'ongoing');
    expect(nextSessionToday([ongoing, row('later', '2026-11-23T11:00:00.000Z')], NOW, RIYADH)?.id).toBe(
      'ongoing',
    );
  });

  it('counts today in the zone, not in UTC: 23:00 tonight in New York is tomorrow in UTC', () => {
    const morning = '2026-11-23T15:00:00.000Z'; // 10:00 in New York
    const tonight = row('tonight', '2026-11-24T04:00:00.000Z', 'scheduled', 30);
    expect(nextSessionToday([tonight], morning, 'America/New_York')?.id).toBe('tonight');
    expect(nextSessionToday([tonight], morning, 'UTC')).toBeUndefined();
  });

  it('enables Join Now from 10 minutes before the start until the end', () => {
    const session = row('s', '2026-11-23T11:00:00.000Z', 'scheduled', 30);
    expect(isJoinEnabled(session, '2026-11-23T10:49:59.999Z')).toBe(false);
    expect(isJoinEnabled(session, '2026-11-23T10:50:00.000Z')).toBe(true);
    expect(isJoinEnabled(session, '2026-11-23T11:29:59.999Z')).toBe(true);
    expect(isJoinEnabled(session, '2026-11-23T11:30:00.000Z')).toBe(false);
    expect(isJoinEnabled({ ...session, status: 'ongoing' }, '2026-11-23T11:10:00.000Z')).toBe(true);
    expect(isJoinEnabled({ ...session, status: 'completed' }, '2026-11-23T11:10:00.000Z')).toBe(false);
    expect(isJoinEnabled({ ...session, status: 'cancelled' }, '2026-11-23T11:10:00.000Z')).toBe(false);
  });
});

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { seriesRule, seriesStarts } from '#core/sessions/session-series';
import { getDb } from '../db.ts';
import { patientSessions } from './session-queries.ts';
import {
  bookSeries,
  cancelSeries,
  changeSeries,
  seriesClashes,
  seriesSessions,
} from './session-series-commands.ts';
import { bookAt, HOUR_MS, NOW, options, sessionDraft, withSignedInPatient } from './session-test-kit.ts';

const { patientId: currentPatient } = withSignedInPatient();
let patientId: string;
beforeEach(() => {
  patientId = currentPatient();
});

const WEEK_MS = 7 * 24 * HOUR_MS;
const FIRST = NOW + 24 * HOUR_MS; // a Thursday 08:00 UTC, the office's zone
const weekly = (count: number) => {
  const rule = seriesRule('weekly', { count });
  const expanded = seriesStarts(rule, new Date(FIRST).toISOString(), 'UTC');
  if (!expanded.ok) throw new Error(expanded.problem);
  return { rule, starts: expanded.starts };
};
const live = async () =>
  (await patientSessions(patientId))
    .filter((row) => row.deletedAt === null)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));

describe('a recurring series on the device', () => {
  it('lists the clashes, then books the others as sessions of one series, each queued', async () => {
    await bookAt(patientId, FIRST + 2 * WEEK_MS);
    const { rule, starts } = weekly(4);
    const draft = sessionDraft(patientId, FIRST);
    const clashes = await seriesClashes(draft, starts, options);
    expect(clashes.map((clash) => clash.startsAt)).toEqual([new Date(FIRST + 2 * WEEK_MS).toISOString()]);
    const free = starts.filter((start) => !clashes.some((clash) => clash.startsAt === start));
    const booked = await bookSeries(draft, free, rule, options);
    expect(booked.refused).toEqual([]);
    const rows = (await live()).filter((row) => row.seriesId !== null);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.seriesId)).size).toBe(1);
    expect(rows.every((row) => row.seriesRule === rule)).toBe(true);
    expect(await getDb().outbox.count()).toBeGreaterThanOrEqual(4);
  });

  it('moves this session and the following ones by the same days and time, the earlier ones untouched', async () => {
    const { rule, starts } = weekly(4);
    const draft = sessionDraft(patientId, FIRST);
    await bookSeries(draft, starts, rule, options);
    const rows = await live();
    const third = rows[2];
    if (!third) throw new Error('no third session');
    // Thursday 08:00 → Friday 09:00 for the third and the fourth.
    const moved = await changeSeries(
      third,
      'following',
      { ...sessionDraft(patientId, Date.parse(third.startsAt) + 25 * HOUR_MS), mode: 'audio' },
      options,
    );
    expect(moved.refused).toEqual([]);
    const after = await seriesSessions(third);
    expect(after.map((row) => [row.startsAt.slice(8, 16), row.mode])).toEqual([
      [new Date(FIRST).toISOString().slice(8, 16), 'video'],
      [new Date(FIRST + WEEK_MS).toISOString().slice(8, 16), 'video'],
      [new Date(FIRST + 2 * WEEK_MS + 25 * HOUR_MS).toISOString().slice(8, 16), 'audio'],
      [new Date(FIRST + 3 * WEEK_MS + 25 * HOUR_MS).toISOString().slice(8, 16), 'audio'],
    ]);
  });

  it('cancels every session of the series still to come with one reason', async () => {
    const { rule, starts } = weekly(3);
    await bookSeries(sessionDraft(patientId, FIRST), starts, rule, options);
    const [first] = await live();
    if (!first) throw new Error('no session');
    const cancelled = await cancelSeries(first, 'all', 'Moving abroad', options, {});
    expect(cancelled.done).toHaveLength(3);
    expect((await live()).map((row) => [row.status, row.cancelReason])).toEqual(
      Array(3).fill(['cancelled', 'Moving abroad']),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isSeriesRule, seriesRepeatOf } from './series-rule-syntax.ts';
import { SERIES_MAX_OCCURRENCES, seriesRule, seriesStarts } from './session-series.ts';

const PARIS = 'Europe/Paris';
const MONDAY_TEN = '2026-10-19T08:00:00.000Z'; // 10:00 in Paris, summer time

describe('a series of sessions', () => {
  it('repeats the wall-clock time weekly across the change to winter time', () => {
    expect(seriesStarts(seriesRule('weekly', { count: 3 }), MONDAY_TEN, PARIS)).toEqual({
      ok: true,
      starts: [MONDAY_TEN, '2026-10-26T09:00:00.000Z', '2026-11-02T09:00:00.000Z'],
    });
  });

  it('ends every two weeks on the last day given, that day included', () => {
    const rule = seriesRule('biweekly', { until: '2026-11-30' });
    expect(rule).toBe('FREQ=WEEKLY;INTERVAL=2;UNTIL=20261130T235959Z');
    const expanded = seriesStarts(rule, MONDAY_TEN, PARIS);
    expect(expanded.ok && expanded.starts.at(-1)).toBe('2026-11-30T09:00:00.000Z');
    expect(expanded.ok && expanded.starts).toHaveLength(4);
  });

  it('takes a rule typed in full, the first session counted first even off its days', () => {
    const expanded = seriesStarts('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=3', MONDAY_TEN, PARIS);
    expect(expanded).toEqual({
      ok: true,
      starts: [MONDAY_TEN, '2026-10-20T08:00:00.000Z', '2026-10-22T08:00:00.000Z'],
    });
    expect(seriesRepeatOf('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=3')).toBe('custom');
    expect(seriesRepeatOf(seriesRule('biweekly', { count: 4 }))).toBe('biweekly');
  });

  it('refuses an endless rule, a malformed one, a yearly one and one past the maximum', () => {
    expect(seriesStarts('FREQ=WEEKLY', MONDAY_TEN, PARIS)).toEqual({ ok: false, problem: 'endless' });
    expect(seriesStarts('every monday', MONDAY_TEN, PARIS)).toEqual({ ok: false, problem: 'invalid' });
    expect(seriesStarts('FREQ=YEARLY;COUNT=3', MONDAY_TEN, PARIS)).toEqual({ ok: false, problem: 'invalid' });
    const tooMany = `FREQ=DAILY;COUNT=${SERIES_MAX_OCCURRENCES + 1}`;
    expect(seriesStarts(tooMany, MONDAY_TEN, PARIS)).toEqual({ ok: false, problem: 'tooMany' });
    expect(seriesStarts('FREQ=WEEKLY;COUNT=1', MONDAY_TEN, PARIS)).toEqual({ ok: false, problem: 'empty' });
  });

  it('stores only finite rules of a few parts', () => {
    expect(isSeriesRule('FREQ=WEEKLY;INTERVAL=2;COUNT=10')).toBe(true);
    expect(isSeriesRule('FREQ=WEEKLY;INTERVAL=2')).toBe(false);
    expect(isSeriesRule('FREQ=WEEKLY;COUNT=3;COUNT=4')).toBe(false);
    expect(isSeriesRule('FREQ=WEEKLY;COUNT=3;<script>')).toBe(false);
    expect(isSeriesRule(`FREQ=WEEKLY;COUNT=3;${'X=1;'.repeat(60)}`)).toBe(false);
  });
});

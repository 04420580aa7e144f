/**
 * The shape of a series' rule as a session stores it (session-series.ts), checked without `rrule` so
 * the session schema stays light wherever it is loaded: a finite RRULE of a few parts. The rule only
 * names how the series was booked; each occurrence is an ordinary session checked on its own.
 */
export const SERIES_RULE_MAX_CHARS = 200;

const PART = /^[A-Z]+=[A-Z0-9,+\-:]+$/;

export function isSeriesRule(rule: string): boolean {
  if (rule.length === 0 || rule.length > SERIES_RULE_MAX_CHARS) return false;
  const parts = rule.split(';');
  if (!parts.every((part) => PART.test(part))) return false;
  const names = parts.map((part) => part.slice(0, part.indexOf('=')));
  return (
    new Set(names).size === names.length &&
    /^FREQ=(DAILY|WEEKLY|MONTHLY)$/.test(parts.find((part) => part.startsWith('FREQ=')) ?? '') &&
    (names.includes('COUNT') || names.includes('UNTIL'))
  );
}

export type SeriesRepeat = 'weekly' | 'biweekly';

/** How the series mark reads a stored rule: every week, every two weeks, or a rule of its own. */
export function seriesRepeatOf(rule: string): SeriesRepeat | 'custom' {
  const parts = new Set(rule.split(';').filter((part) => !/^(COUNT|UNTIL|WKST)=/.test(part)));
  if (parts.size === 1 && parts.has('FREQ=WEEKLY')) return 'weekly';
  if (parts.size === 2 && parts.has('FREQ=WEEKLY') && (parts.has('INTERVAL=1') || parts.has('INTERVAL=2')))
    return parts.has('INTERVAL=1') ? 'weekly' : 'biweekly';
  return 'custom';
}

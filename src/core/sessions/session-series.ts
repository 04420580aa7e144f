/**
 * Recurring sessions (issue 39): a series is its occurrences, each an ordinary session carrying the
 * series' id and rule (an iCalendar RRULE: weekly, every two weeks, or a rule typed in full), so the
 * engine, the status machine and the overlap check see sessions only. The rule repeats the first
 * session's wall-clock time in the specialist's zone: a weekly 10:00 stays at 10:00 across a change
 * of summer time, which stepping 7 × 24 h would not. Expanded with `rrule` on "floating" dates (UTC
 * fields standing for the zone's wall clock), then each placed in the zone.
 */
import { RRule } from 'rrule';
import { isSeriesRule, SERIES_RULE_MAX_CHARS, type SeriesRepeat } from './series-rule-syntax.ts';
import { instantToZoned, zonedToInstant } from './session-time.ts';

/** Two years of weekly sessions: past that a series is a typing mistake, and a long outbox. */
export const SERIES_MAX_OCCURRENCES = 104;
/** The frequencies a typed rule may use: a session a day at most, a month apart at least. */
const FREQUENCIES = new Set([RRule.DAILY, RRule.WEEKLY, RRule.MONTHLY]);

export type { SeriesRepeat } from './series-rule-syntax.ts';
export type SeriesEnd = { count: number } | { until: string };

/** Why a rule cannot make a series. */
export type SeriesRuleProblem = 'invalid' | 'endless' | 'tooMany' | 'empty';

export type SeriesExpansion = { ok: true; starts: string[] } | { ok: false; problem: SeriesRuleProblem };

/** The RRULE of a weekly or fortnightly series ending after `count` sessions or on the day `until`. */
export function seriesRule(repeat: SeriesRepeat, end: SeriesEnd): string {
  const interval = repeat === 'biweekly' ? 2 : 1;
  const ending = 'count' in end ? `COUNT=${end.count}` : `UNTIL=${end.until.replaceAll('-', '')}T235959Z`;
  return `FREQ=WEEKLY;INTERVAL=${interval};${ending}`;
}

/**
 * The starts (canonical instants) of a series whose first session starts at `firstStart`, the rule
 * read in `zone`; the first start is always the first occurrence. An UNTIL day is the zone's: its
 * last minute is when the series ends.
 */
export function seriesStarts(rule: string, firstStart: string, zone: string): SeriesExpansion {
  const options = parseRule(rule);
  if (!options) return { ok: false, problem: 'invalid' };
  if (!options.count && !options.until) return { ok: false, problem: 'endless' };
  // What a session stores must pass its schema's check (series-rule-syntax.ts), stricter than rrule.
  if (!isSeriesRule(rule)) return { ok: false, problem: 'invalid' };
  const wall = instantToZoned(firstStart, zone);
  const floating = (date: string, time: string) => new Date(`${date}T${time}:00.000Z`);
  const recurrence = new RRule({
    ...options,
    dtstart: floating(wall.date, wall.time),
    // A typed UNTIL is read as the zone's day, whatever its time; ours end at the day's last minute.
    ...(options.until ? { until: floating(options.until.toISOString().slice(0, 10), '23:59') } : {}),
  });
  const dates = recurrence.all((_, index) => index <= SERIES_MAX_OCCURRENCES);
  if (dates.length > SERIES_MAX_OCCURRENCES) return { ok: false, problem: 'tooMany' };
  const starts = dates
    .map((date) => date.toISOString())
    .map((iso) => zonedToInstant(iso.slice(0, 10), iso.slice(11, 16), zone))
    .filter((start) => start >= firstStart);
  // As iCalendar counts it, the first session is the first occurrence even off the rule's days.
  if (starts[0] !== firstStart) {
    starts.unshift(firstStart);
    if (options.count) starts.pop();
  }
  if (starts.length < 2) return { ok: false, problem: 'empty' };
  return { ok: true, starts };
}

function parseRule(rule: string): Partial<ConstructorParameters<typeof RRule>[0]> | undefined {
  const text = rule.trim().replace(/^RRULE:/i, '');
  if (text === '' || text.length > SERIES_RULE_MAX_CHARS || /DTSTART|TZID/i.test(text)) return undefined;
  try {
    const options = RRule.parseString(text);
    if (options.freq === undefined || !FREQUENCIES.has(options.freq)) return undefined;
    if (options.count !== undefined && options.count !== null && options.count < 1) return undefined;
    return options;
  } catch {
    return undefined;
  }
}

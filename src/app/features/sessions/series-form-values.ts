// The booking form's repeat fields as typed, and the series they make: a weekly or fortnightly rule
// ending after a number of sessions or on a last day, or a rule typed in full (RRULE), expanded from
// the first session's start in the specialist's zone (#core/sessions/session-series).
import { SESSION_MESSAGES as M } from '#core/sessions/session-messages';
import { SERIES_MAX_OCCURRENCES, seriesRule, seriesStarts } from '#core/sessions/session-series';
import { translate } from '../../i18n/translate.ts';
import type { FieldErrors } from '../../ui/forms/field-errors.ts';

export type SeriesFormValues = {
  repeat: 'none' | 'weekly' | 'biweekly' | 'custom';
  repeatEnd: 'count' | 'until';
  /** How many sessions, as typed. */
  repeatCount: string;
  /** The last day, YYYY-MM-DD. */
  repeatUntil: string;
  /** A rule typed in full. */
  repeatRule: string;
};

export const NO_REPEAT: SeriesFormValues = {
  repeat: 'none',
  repeatEnd: 'count',
  repeatCount: '10',
  repeatUntil: '',
  repeatRule: '',
};

export type SeriesPlan = { ok: true; rule: string; starts: string[] } | { ok: false; errors: FieldErrors };

/** The series the repeat fields make from `firstStart`, or the fields to fix; undefined: no repeat. */
export function seriesPlan(
  values: SeriesFormValues,
  firstStart: string,
  zone: string,
): SeriesPlan | undefined {
  if (values.repeat === 'none') return undefined;
  const max = SERIES_MAX_OCCURRENCES;
  let rule: string;
  if (values.repeat === 'custom') {
    rule = values.repeatRule
      .trim()
      .toUpperCase()
      .replace(/^RRULE:/, '');
  } else if (values.repeatEnd === 'count') {
    const count = Number(values.repeatCount.trim());
    if (!Number.isInteger(count) || count < 2 || count > max)
      return { ok: false, errors: { repeatCount: translate({ ...M.seriesCountInvalid, values: { max } }) } };
    rule = seriesRule(values.repeat, { count });
  } else {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.repeatUntil))
      return { ok: false, errors: { repeatUntil: translate(M.seriesUntilInvalid) } };
    rule = seriesRule(values.repeat, { until: values.repeatUntil });
  }
  const expanded = seriesStarts(rule, firstStart, zone);
  if (expanded.ok) return { ok: true, rule, starts: expanded.starts };
  const field =
    values.repeat === 'custom' ? 'repeatRule' : values.repeatEnd === 'count' ? 'repeatCount' : 'repeatUntil';
  const message = {
    invalid: M.seriesRuleInvalid,
    endless: M.seriesRuleEndless,
    tooMany: { ...M.seriesTooMany, values: { max } },
    empty: values.repeat === 'custom' ? M.seriesRuleInvalid : M.seriesUntilInvalid,
  }[expanded.problem];
  return { ok: false, errors: { [field]: translate(message) } };
}

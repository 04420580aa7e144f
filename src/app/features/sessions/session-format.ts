// How session values read on screen, in the interface language and the specialist's zone: dates,
// times, durations, money and the coded lists' labels. `sessionFormatIn` does the same in any
// language (a patient's export reads in the patient's).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type LanguageCode, toLocale } from '#core/languages';
import { seriesRepeatOf } from '#core/sessions/series-rule-syntax';
import { SESSION_MODES, SESSION_STATUSES, SESSION_TYPES } from '#core/sessions/session-lists';
import { formatMoney } from '#core/sessions/session-money';
import { useLanguage } from '../../i18n/useLanguage.ts';

export type SessionFormat = ReturnType<typeof sessionFormatIn>;

export function useSessionFormat(zone: string): SessionFormat {
  const { i18n } = useLingui();
  return sessionFormatIn(i18n, useLanguage(), zone);
}

/** The session format in `language`, its words from `i18n` (loaded with that language's messages). */
export function sessionFormatIn(i18n: I18n, language: LanguageCode, zone: string) {
  const locale = toLocale(language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: zone });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: zone });
  // A wall-clock "HH:mm" read through UTC on both sides, so no zone shifts it.
  const wall = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
  const labelOf = (
    list: readonly { code: string; label: { id: string; message: string } }[],
    code: string,
  ) => {
    const item = list.find((entry) => entry.code === code);
    return item ? i18n._(item.label) : code;
  };
  return {
    locale,
    date: (instant: string) => date.format(Date.parse(instant)),
    longDate: (instant: string) => longDate.format(Date.parse(instant)),
    time: (instant: string) => time.format(Date.parse(instant)),
    /** "14:30" as this language writes a time of day ("2:30 PM" in English). */
    wallTime: (hhmm: string) => wall.format(Date.parse(`1970-01-01T${hhmm}:00.000Z`)),
    timeRange: (instant: string, minutes: number) =>
      time.formatRange(Date.parse(instant), Date.parse(instant) + minutes * 60_000),
    duration: (minutes: number) => (minutes === 60 ? i18n._(msg`1 hour`) : i18n._(msg`${minutes} minutes`)),
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
    status: (code: string) => labelOf(SESSION_STATUSES, code),
    mode: (code: string) => labelOf(SESSION_MODES, code),
    type: (code: string) => labelOf(SESSION_TYPES, code),
    /** A recurring session's series as its mark reads: every week, every two weeks, or repeating. */
    series: (rule: string) => {
      const repeat = seriesRepeatOf(rule);
      if (repeat === 'weekly') return i18n._(msg`Repeats every week`);
      if (repeat === 'biweekly') return i18n._(msg`Repeats every two weeks`);
      return i18n._(msg`Repeats (${rule})`);
    },
  };
}

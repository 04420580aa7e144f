// How session values read on screen, in the interface language and the specialist's zone: dates,
// times, durations, money and the coded lists' labels.
import { useLingui } from '@lingui/react/macro';
import { toLocale } from '#core/languages';
import { SESSION_MODES, SESSION_STATUSES, SESSION_TYPES } from '#core/sessions/session-lists';
import { formatMoney } from '#core/sessions/session-money';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

export type SessionFormat = ReturnType<typeof useSessionFormat>;

export function useSessionFormat(zone: string) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
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
    return item ? translate(item.label) : code;
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
    duration: (minutes: number) => (minutes === 60 ? t`1 hour` : t`${minutes} minutes`),
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
    status: (code: string) => labelOf(SESSION_STATUSES, code),
    mode: (code: string) => labelOf(SESSION_MODES, code),
    type: (code: string) => labelOf(SESSION_TYPES, code),
  };
}

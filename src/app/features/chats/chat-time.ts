// How a chat shows time in the interface language: a message's hour, a day's separator ("Today",
// "Yesterday", or the date), and a conversation's last activity (the hour today, the date before).
import type { I18n } from '@lingui/core';

const DAY_MS = 24 * 60 * 60 * 1000;

// Making an Intl.DateTimeFormat costs about a third of a millisecond warm (far more cold), and a
// conversation shows one time per message: one formatter per locale and style, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: 'time' | 'date' | 'full'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let made = formatters.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      style === 'time'
        ? { timeStyle: 'short' }
        : style === 'date'
          ? { dateStyle: 'medium' }
          : { dateStyle: 'full' };
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** The local calendar day of an instant, as a sortable key. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

export function messageTime(i18n: I18n, iso: string): string {
  return formatter(i18n.locale, 'time').format(new Date(iso));
}

export function daySeparator(i18n: I18n, iso: string, labels: { today: string; yesterday: string }): string {
  const now = Date.now();
  if (dayKey(iso) === dayKey(new Date(now).toISOString())) return labels.today;
  if (dayKey(iso) === dayKey(new Date(now - DAY_MS).toISOString())) return labels.yesterday;
  return formatter(i18n.locale, 'full').format(new Date(iso));
}

export function lastActivity(i18n: I18n, iso: string): string {
  if (dayKey(iso) === dayKey(new Date().toISOString())) return messageTime(i18n, iso);
  return formatter(i18n.locale, 'date').format(new Date(iso));
}

// How a chat shows time in the interface language: a message's hour, a day's separator ("Today",
// "Yesterday", or the date), and a conversation's last activity (the hour today, the date before).
import type { I18n } from '@lingui/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local calendar day of an instant, as a sortable key. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

export function messageTime(i18n: I18n, iso: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' }).format(new Date(iso));
}

export function daySeparator(i18n: I18n, iso: string, labels: { today: string; yesterday: string }): string {
  const now = Date.now();
  if (dayKey(iso) === dayKey(new Date(now).toISOString())) return labels.today;
  if (dayKey(iso) === dayKey(new Date(now - DAY_MS).toISOString())) return labels.yesterday;
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full' }).format(new Date(iso));
}

export function lastActivity(i18n: I18n, iso: string): string {
  if (dayKey(iso) === dayKey(new Date().toISOString())) return messageTime(i18n, iso);
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso));
}

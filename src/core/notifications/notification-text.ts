/**
 * A notification's text in the reader's language, from its kind and values: a session's time with
 * the date and hour, a package's end with the date only. Shared by the office (in the device's zone)
 * and the server's Web Push (in the specialist's profile zone).
 */
import type { I18n } from '@lingui/core';
import { NOTIFICATION_TEXTS } from './notification-messages.ts';
import type { NotificationFields } from './notification-schema.ts';

const DATE_ONLY: ReadonlySet<NotificationFields['kind']> = new Set(['packageExpiring']);

export function notificationText(
  i18n: I18n,
  notification: Pick<NotificationFields, 'kind' | 'name' | 'count' | 'time'>,
  timeZone?: string,
): string {
  const { kind, name, count, time } = notification;
  const format: Intl.DateTimeFormatOptions = DATE_ONLY.has(kind)
    ? { dateStyle: 'medium' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  if (timeZone) format.timeZone = timeZone;
  const shownTime = time ? new Intl.DateTimeFormat(i18n.locale, format).format(new Date(time)) : '';
  const text = NOTIFICATION_TEXTS[kind];
  return i18n._(text.id, { name, count, time: shownTime }, { message: text.message });
}

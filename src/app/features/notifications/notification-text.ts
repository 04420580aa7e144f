// A notification's text in the reader's language, from its kind and values (#core/notifications):
// a session's time with the date and hour, a package's end with the date only.
import type { I18n } from '@lingui/core';
import { NOTIFICATION_TEXTS } from '#core/notifications/notification-messages';
import type { NotificationFields } from '#core/notifications/notification-schema';

const DATE_ONLY: ReadonlySet<NotificationFields['kind']> = new Set(['packageExpiring']);

export function notificationText(i18n: I18n, notification: NotificationFields): string {
  const { kind, name, count, time } = notification;
  const format: Intl.DateTimeFormatOptions = DATE_ONLY.has(kind)
    ? { dateStyle: 'medium' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  const shownTime = time ? new Intl.DateTimeFormat(i18n.locale, format).format(new Date(time)) : '';
  const text = NOTIFICATION_TEXTS[kind];
  return i18n._(text.id, { name, count, time: shownTime }, { message: text.message });
}

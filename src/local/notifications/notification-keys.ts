/**
 * The derived index key of a stored notification: `unreadAt`, its creation time while unread, absent
 * once read. IndexedDB cannot index a null `readAt`, so the bell's count and the unread view come
 * from this key, newest first, without reading the read ones.
 */
import type { NotificationRow } from '#core/notifications/notification-schema';

export type StoredNotification = NotificationRow & { unreadAt?: string };

export function withNotificationKeys(row: NotificationRow): StoredNotification {
  const plain = withoutNotificationKeys(row);
  if (plain.readAt !== null || plain.deletedAt !== null) return plain;
  return { ...plain, unreadAt: plain.createdAt };
}

export function withoutNotificationKeys(row: StoredNotification): NotificationRow {
  const { unreadAt: _unread, ...plain } = row;
  return plain;
}

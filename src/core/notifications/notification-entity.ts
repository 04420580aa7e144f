/**
 * Notifications as a synced entity (`notification.update` on `/api/notifications/:id`): the server
 * creates them (src/server/notifications), the devices only mark them read, offline too. A read
 * time, once set, stays; nothing else a device sends may change.
 */
import type { Settlement } from '../sync/entity.ts';
import { defineSyncedEntity } from '../sync/entity.ts';
import { NOTIFICATION_MESSAGES as M } from './notification-messages.ts';
import { type NotificationFields, notificationFieldEntries } from './notification-schema.ts';

export const NOTIFICATIONS_PATH = '/api/notifications';

const FIXED_FIELDS = ['kind', 'name', 'time', 'count', 'target', 'audience', 'device', 'createdAt'] as const;

export function settleNotification(
  existing: NotificationFields | undefined,
  proposed: NotificationFields,
): Settlement<NotificationFields> {
  // Created by the server only: a device's write is always an update.
  if (!existing) return { ok: false, error: { field: 'kind', message: M.unchangeable } };
  const changed = FIXED_FIELDS.find((field) => proposed[field] !== existing[field]);
  if (changed) return { ok: false, error: { field: changed, message: M.unchangeable } };
  if (existing.readAt !== null) return { ok: true, fields: existing };
  return { ok: true, fields: proposed };
}

export const NOTIFICATION_ENTITY = defineSyncedEntity({
  name: 'notification',
  table: 'notifications',
  path: NOTIFICATIONS_PATH,
  fieldEntries: notificationFieldEntries,
  writes: ['update'],
  // Marked read once, checked against the stored value: never merged while queued.
  stepFields: ['readAt'],
  settle: settleNotification,
});

/**
 * Version 13: notifications (#core/notifications), listed newest first by `createdAt`; the unread ones
 * by `unreadAt` (./notification-keys.ts), for the bell and the unread view.
 */
import { NOTIFICATION_ENTITY } from '#core/notifications/notification-entity';
import { defineSyncedTable } from '../local-table.ts';
import { type StoredNotification, withNotificationKeys } from './notification-keys.ts';

export const NOTIFICATIONS_TABLE = defineSyncedTable<StoredNotification>()('notifications', {
  entity: NOTIFICATION_ENTITY,
  toStored: withNotificationKeys,
  history: [{ version: 13, stores: 'id, createdAt, unreadAt' }],
});

/**
 * Notifications on the server (#core/notifications): the devices' only write is marking one read,
 * through the generic update; the rows themselves are made by src/server/notifications.
 */

import { NOTIFICATION_ENTITY } from '#core/notifications/notification-entity';
import { NOTIFICATION_MESSAGES as M } from '#core/notifications/notification-messages';
import type { NotificationFields } from '#core/notifications/notification-schema';
import { notifications } from '../db/schema.ts';
import { defineServerEntity, type ServerEntity } from '../sync/entity-definition.ts';

export const notificationEntity: ServerEntity = defineServerEntity<
  NotificationFields,
  typeof notifications.$inferSelect
>({
  synced: NOTIFICATION_ENTITY,
  table: notifications,
  notFound: M.notFound,
});

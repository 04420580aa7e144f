/**
 * Notifications on the server (#core/notifications): the devices' only write is marking one read,
 * through the generic update; the rows themselves are made by src/server/notifications.
 */
import { or, type SQL, sql } from 'drizzle-orm';
import { NOTIFICATION_ENTITY } from '#core/notifications/notification-entity';
import { NOTIFICATION_MESSAGES as M } from '#core/notifications/notification-messages';
import type { NotificationFields } from '#core/notifications/notification-schema';
import { notifications, packages, sessions } from '../db/schema.ts';
import { defineServerEntity, type ServerEntity } from '../sync/entity-definition.ts';

export const notificationEntity: ServerEntity = defineServerEntity<
  NotificationFields,
  typeof notifications.$inferSelect
>({
  synced: NOTIFICATION_ENTITY,
  table: notifications,
  notFound: M.notFound,
  // A notification names its patient and points at the patient's conversation, session or package
  // (the targets made in src/server/notifications).
  erasure: {
    rowsOf: (patientId) =>
      or(
        sql`${notifications.target} = '/chat/' || ${patientId}`,
        sql`${notifications.target} in (select '/sessions-profile/' || ${sessions.id} from ${sessions} where ${sessions.patientId} = ${patientId})`,
        sql`${notifications.target} in (select '/session-packages/' || ${packages.ownerId} || '/package/' || ${packages.id} from ${packages} where ${packages.patientId} = ${patientId})`,
      ) as SQL,
    blank: { name: '', target: '' },
  },
});

/**
 * Marking notifications read, offline too: one, when it is opened, or every unread one this device
 * shows ("Mark all as read"), one queued update each.
 */
import Dexie from 'dexie';
import { NOTIFICATION_ENTITY } from '#core/notifications/notification-entity';
import { isForDevice } from '#core/notifications/notification-schema';
import { getDb, type MindofficeDb } from '../db.ts';
import { getDeviceId } from '../device-id.ts';
import { mutate } from '../sync/mutate.ts';
import type { StoredNotification } from './notification-keys.ts';

async function markRead(rows: readonly StoredNotification[], db: MindofficeDb, now: number) {
  const readAt = new Date(now).toISOString();
  for (const row of rows)
    await mutate(
      NOTIFICATION_ENTITY.mutations.update.name,
      { id: row.id, baseVersion: row.version, changes: { readAt } },
      { db, now },
    );
}

export async function markNotificationRead(
  id: string,
  db: MindofficeDb = getDb(),
  now: number = Date.now(),
): Promise<void> {
  const row = await db.notifications.get(id);
  if (row && row.readAt === null) await markRead([row], db, now);
}

/** How many were unread. */
export async function markAllNotificationsRead(
  db: MindofficeDb = getDb(),
  now: number = Date.now(),
): Promise<number> {
  const device = await getDeviceId(db);
  const unread = (
    await db.notifications.where('unreadAt').between(Dexie.minKey, Dexie.maxKey).toArray()
  ).filter((row) => isForDevice(row, device));
  await markRead(unread, db, now);
  return unread.length;
}

/** Marks read the unread notifications pointing at a page the specialist has open (a conversation). */
export async function markTargetNotificationsRead(
  target: string,
  db: MindofficeDb = getDb(),
  now: number = Date.now(),
): Promise<number> {
  const unread = (
    await db.notifications.where('unreadAt').between(Dexie.minKey, Dexie.maxKey).toArray()
  ).filter((row) => row.target === target);
  await markRead(unread, db, now);
  return unread.length;
}

/**
 * Marking notifications read, offline too: one, when it is opened, or every unread one this device
 * shows ("Mark all as read"), one queued update each.
 */
import Dexie from 'dexie';
import { isForDevice } from '#core/notifications/notification-audience';
import { NOTIFICATION_ENTITY } from '#core/notifications/notification-entity';
import { getDb, type MindofficeDb } from '../db.ts';
import { getDeviceId } from '../device-id.ts';
import { markRowsRead } from '../sync/mark-read.ts';
import type { StoredNotification } from './notification-keys.ts';

/** The unread notifications that `keep` keeps, marked read; how many they were. */
async function markUnreadRead(
  keep: (row: StoredNotification) => boolean,
  db: MindofficeDb,
  now: number,
): Promise<number> {
  const unread = (
    await db.notifications.where('unreadAt').between(Dexie.minKey, Dexie.maxKey).toArray()
  ).filter(keep);
  await markRowsRead(NOTIFICATION_ENTITY, unread, db, now);
  return unread.length;
}

export async function markNotificationRead(
  id: string,
  db: MindofficeDb = getDb(),
  now: number = Date.now(),
): Promise<void> {
  const row = await db.notifications.get(id);
  if (row && row.readAt === null) await markRowsRead(NOTIFICATION_ENTITY, [row], db, now);
}

/** How many were unread. */
export async function markAllNotificationsRead(
  db: MindofficeDb = getDb(),
  now: number = Date.now(),
): Promise<number> {
  const device = await getDeviceId(db);
  return markUnreadRead((row) => isForDevice(row, device), db, now);
}

/** Marks read the unread notifications pointing at a page the specialist has open (a conversation). */
export async function markTargetNotificationsRead(
  target: string,
  db: MindofficeDb = getDb(),
  now: number = Date.now(),
): Promise<number> {
  return markUnreadRead((row) => row.target === target, db, now);
}

/**
 * What the notification screens read from the device, offline too: the notifications this device
 * shows (#core/notifications `isForDevice`), newest first, all or only the unread; and the unread
 * count for the bell.
 */
import Dexie from 'dexie';
import { isForDevice } from '#core/notifications/notification-audience';
import type { NotificationRow } from '#core/notifications/notification-schema';
import { getDb, type MindofficeDb } from '../db.ts';
import { readDeviceId } from '../device-id.ts';
import { withoutNotificationKeys } from './notification-keys.ts';

export type NotificationView = 'all' | 'unread';

/** The newest `limit` notifications this device shows (the page grows `limit` as the user asks). */
export async function listNotifications(
  view: NotificationView,
  limit: number,
  db: MindofficeDb = getDb(),
): Promise<{ notifications: NotificationRow[]; hasMore: boolean }> {
  // Read only: these run inside live queries, which may not write (the id is made at sign-in).
  const device = (await readDeviceId(db)) ?? '';
  const index = view === 'unread' ? 'unreadAt' : 'createdAt';
  const shown: NotificationRow[] = [];
  let hasMore = false;
  await db.notifications
    .where(index)
    .between(Dexie.minKey, Dexie.maxKey)
    .reverse()
    .until(() => hasMore)
    .each((row) => {
      if (row.deletedAt !== null || !isForDevice(row, device)) return;
      if (shown.length === limit) hasMore = true;
      else shown.push(withoutNotificationKeys(row));
    });
  return { notifications: shown, hasMore };
}

export async function unreadNotificationCount(db: MindofficeDb = getDb()): Promise<number> {
  const device = (await readDeviceId(db)) ?? '';
  let count = 0;
  await db.notifications
    .where('unreadAt')
    .between(Dexie.minKey, Dexie.maxKey)
    .each((row) => {
      if (isForDevice(row, device)) count += 1;
    });
  return count;
}

/** Whether a notification pointing at this page is unread (whichever device it is for). */
export async function hasUnreadFor(target: string, db: MindofficeDb = getDb()): Promise<boolean> {
  let found = false;
  await db.notifications
    .where('unreadAt')
    .between(Dexie.minKey, Dexie.maxKey)
    .until(() => found)
    .each((row) => {
      if (row.target === target) found = true;
    });
  return found;
}

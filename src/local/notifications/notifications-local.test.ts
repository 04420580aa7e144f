import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationFields, NotificationRow } from '#core/notifications/notification-schema';
import { getDb, wipeLocalData } from '../db.ts';
import { getDeviceId } from '../device-id.ts';
import { storeServerRow } from '../sync/local-rows.ts';
import { signInAnswer, USER_ID } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { markAllNotificationsRead, markTargetNotificationsRead } from './notification-commands.ts';
import { hasUnreadFor, listNotifications, unreadNotificationCount } from './notification-queries.ts';

const START_MS = Date.parse('2030-01-01T09:00:00Z');
const MINUTE_MS = 60_000;
let version = 0;

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
});

/** A notification as the pull stores it, made `minutes` after START_MS. */
async function pulled(name: string, minutes: number, fields: Partial<NotificationFields> = {}) {
  const db = getDb();
  version += 1;
  const row: NotificationRow = {
    id: crypto.randomUUID(),
    ownerId: USER_ID,
    version,
    updatedAt: new Date(START_MS + minutes * MINUTE_MS).toISOString(),
    deletedAt: null,
    kind: 'chatMessage',
    name,
    time: null,
    count: 1,
    target: `/chat/${crypto.randomUUID()}`,
    audience: 'all',
    device: null,
    createdAt: new Date(START_MS + minutes * MINUTE_MS).toISOString(),
    readAt: null,
    ...fields,
  };
  await db.transaction('rw', [db.notifications, db.outbox], () =>
    storeServerRow(db, 'notifications', row, row.id, USER_ID, new Map()),
  );
  return row;
}

const names = async (view: 'all' | 'unread', limit = 50) =>
  (await listNotifications(view, limit)).notifications.map((row) => row.name);

describe('notifications on the device', () => {
  it('lists newest first, leaves out what is for another device, and counts the unread', async () => {
    const here = await getDeviceId();
    await pulled('Amal', 1);
    await pulled('Booked here', 2, { kind: 'sessionBooked', audience: 'otherDevices', device: here });
    await pulled('Booked elsewhere', 3, {
      kind: 'sessionBooked',
      audience: 'otherDevices',
      device: 'phone-1234',
    });
    await pulled('Refused elsewhere', 4, {
      kind: 'changeRefused',
      audience: 'thisDevice',
      device: 'phone-1234',
    });
    await pulled('Refused here', 5, { kind: 'changeRefused', audience: 'thisDevice', device: here });
    await pulled('Old', 0, { readAt: new Date(START_MS).toISOString() });
    expect(await names('all')).toEqual(['Refused here', 'Booked elsewhere', 'Amal', 'Old']);
    expect(await names('unread')).toEqual(['Refused here', 'Booked elsewhere', 'Amal']);
    expect(await unreadNotificationCount()).toBe(3);
    expect(await listNotifications('all', 2)).toMatchObject({ hasMore: true });
  });

  it('marks all read through the outbox, and those of an open conversation', async () => {
    const chat = await pulled('Amal', 1);
    await pulled('Basile', 2);
    expect(await hasUnreadFor(chat.target)).toBe(true);
    expect(await markTargetNotificationsRead(chat.target)).toBe(1);
    expect(await hasUnreadFor(chat.target)).toBe(false);
    expect(await markAllNotificationsRead()).toBe(1);
    expect(await unreadNotificationCount()).toBe(0);
    const queued = await getDb().outbox.toArray();
    expect(queued.map((entry) => entry.name)).toEqual(['notification.update', 'notification.update']);
  });
});

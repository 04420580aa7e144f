/**
 * This device's id: a random UUID kept in IndexedDB (so the service worker sends the same one), made
 * on first use and gone with the rest of the data at sign-out. Sent with every queued write, so the
 * server can tell the other devices what this one did (#core/notifications audience).
 */
import { getDb, type MindofficeDb } from './db.ts';

const DEVICE_ID_KEY = 'deviceId';

export async function getDeviceId(db: MindofficeDb = getDb()): Promise<string> {
  const stored = (await db.settings.get(DEVICE_ID_KEY))?.value;
  if (typeof stored === 'string') return stored;
  return db.transaction('rw', db.settings, async () => {
    // Another tab may have made it meanwhile: the first one stays.
    const again = (await db.settings.get(DEVICE_ID_KEY))?.value;
    if (typeof again === 'string') return again;
    const id = crypto.randomUUID();
    await db.settings.put({ key: DEVICE_ID_KEY, value: id });
    return id;
  });
}

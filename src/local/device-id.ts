/**
 * This device's id: a random UUID kept in IndexedDB (so the service worker sends the same one), made
 * at sign-in (or on first use by a device signed in before it existed) and gone with the rest of the
 * data at sign-out. Sent with every signed-in call, so the server can tell the other devices what this
 * one did (#core/notifications audience). A visitor never gets one: nothing is stored before sign-in.
 */
import { getDb, type MindofficeDb } from './db.ts';

const DEVICE_ID_KEY = 'deviceId';

/** The id if this device has one; never makes it (the HTTP client reads it for every call). */
export async function readDeviceId(db: MindofficeDb = getDb()): Promise<string | undefined> {
  const stored = (await db.settings.get(DEVICE_ID_KEY))?.value;
  return typeof stored === 'string' ? stored : undefined;
}

export async function getDeviceId(db: MindofficeDb = getDb()): Promise<string> {
  const stored = await readDeviceId(db);
  if (stored !== undefined) return stored;
  return db.transaction('rw', db.settings, async () => {
    // Another tab may have made it meanwhile: the first one stays.
    const again = (await db.settings.get(DEVICE_ID_KEY))?.value;
    if (typeof again === 'string') return again;
    const id = crypto.randomUUID();
    await db.settings.put({ key: DEVICE_ID_KEY, value: id });
    return id;
  });
}

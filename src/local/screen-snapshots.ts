/**
 * Stores and reads the office pages' last screens (#core/screen-snapshot) in Cache Storage, which both
 * the page and the service worker reach. One entry per path; the device wipe deletes the cache.
 */
import {
  isScreenSnapshot,
  SCREEN_SNAPSHOT_CACHE,
  type ScreenSnapshot,
  snapshotKey,
} from '#core/screen-snapshot';

function hasCacheStorage(): boolean {
  // Missing outside secure contexts and in Node.
  return typeof caches !== 'undefined';
}

export async function saveScreenSnapshot(origin: string, snapshot: ScreenSnapshot): Promise<void> {
  if (!hasCacheStorage()) return;
  const cache = await caches.open(SCREEN_SNAPSHOT_CACHE);
  await cache.put(
    snapshotKey(origin, snapshot.path),
    new Response(JSON.stringify(snapshot), { headers: { 'content-type': 'application/json' } }),
  );
}

/** The path's snapshot, if one was saved and still reads as one. */
export async function readScreenSnapshot(origin: string, path: string): Promise<ScreenSnapshot | undefined> {
  if (!hasCacheStorage()) return undefined;
  // caches.match opens no cache that does not exist (caches.open would create it).
  const response = await caches.match(snapshotKey(origin, path), { cacheName: SCREEN_SNAPSHOT_CACHE });
  if (!response) return undefined;
  try {
    const value: unknown = await response.json();
    return isScreenSnapshot(value) && value.path === path ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function deleteScreenSnapshot(origin: string, path: string): Promise<void> {
  if (!hasCacheStorage()) return;
  if (!(await caches.has(SCREEN_SNAPSHOT_CACHE))) return;
  await (await caches.open(SCREEN_SNAPSHOT_CACHE)).delete(snapshotKey(origin, path));
}

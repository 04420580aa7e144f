/**
 * Opens the browser database lazily (one instance per page or service worker) and wipes it at logout.
 * Invariant: after `wipeLocalData()` no row, token or cached response of the signed-out user remains.
 */
import { Dexie } from 'dexie';
import { DB_NAME, type MindofficeTables, SCHEMA_VERSIONS, type SchemaVersion } from './db-schema.ts';

export type MindofficeDb = Dexie & MindofficeTables;

let instance: MindofficeDb | undefined;

export function getDb(): MindofficeDb {
  if (!instance) instance = openDb();
  return instance;
}

/**
 * A connection to the database declared by `versions`: all of them in the app; the first ones only in
 * a test playing a client installed from an older build (which an update then opens at the latest).
 */
export function openDb(versions: readonly SchemaVersion[] = SCHEMA_VERSIONS): MindofficeDb {
  // The cast is Dexie's documented TypeScript pattern: the tables exist once the versions declare them.
  const db = new Dexie(DB_NAME) as MindofficeDb;
  for (const { version, stores, upgrade } of versions) {
    const declared = db.version(version).stores(stores);
    if (upgrade) declared.upgrade(upgrade);
  }
  return db;
}

/**
 * Closes this context's connection, as a page unload does: queued work stays in IndexedDB, work in
 * flight fails, and the next `getDb()` opens a fresh connection. Used to simulate reloads in tests.
 */
export function closeDb(): void {
  instance?.close();
  instance = undefined;
}

/**
 * Deletes the Dexie database and every Cache Storage cache but Workbox's precache, which holds only the
 * public app shell (no user data) and lets the app still open offline after logout. Works in a page
 * and in the service worker.
 * Other tabs holding the database open get a `versionchange` event: Dexie closes their connection so
 * the delete is not blocked, and reopens an empty database on their next query.
 */
export async function wipeLocalData(): Promise<void> {
  const db = instance;
  instance = undefined;
  if (db) await db.delete();
  else await Dexie.delete(DB_NAME);
  await clearCacheStorage();
}

async function clearCacheStorage(): Promise<void> {
  // Cache Storage is missing outside secure contexts and in Node (unit tests).
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !isAppShellPrecache(name)).map((name) => caches.delete(name)));
}

/** Workbox names its precache `workbox-precache-v2-<scope>`. */
export function isAppShellPrecache(cacheName: string): boolean {
  return cacheName.startsWith('workbox-precache');
}

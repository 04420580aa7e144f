import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb, wipeLocalData } from './db.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('wipeLocalData', () => {
  it('deletes the database and every cache but the public app-shell precache', async () => {
    const names = new Set(['workbox-precache-v2', 'api-responses', 'images']);
    vi.stubGlobal('caches', {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    });
    await getDb().settings.put({ key: 'language', value: 'FR' });

    await wipeLocalData();

    expect([...names]).toEqual(['workbox-precache-v2']);
    expect(await indexedDB.databases()).toEqual([]);
    // The next use opens a fresh, empty database.
    expect(await getDb().settings.count()).toBe(0);
  });

  it('works when the database was never opened in this context and Cache Storage is missing', async () => {
    await expect(wipeLocalData()).resolves.toBeUndefined();
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb, wipeLocalData } from './db.ts';
import { localDatabaseExists } from './db-name.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await wipeLocalData();
});

describe('localDatabaseExists', () => {
  it('is false before the database is first used, true after, and false again once wiped', async () => {
    expect(await localDatabaseExists()).toBe(false);

    await getDb().settings.put({ key: 'language', value: 'AR' });
    expect(await localDatabaseExists()).toBe(true);

    await wipeLocalData();
    expect(await localDatabaseExists()).toBe(false);
  });

  it('answers true where the browser cannot list its databases, so the caller opens it as before', async () => {
    vi.stubGlobal('indexedDB', { open: indexedDB.open.bind(indexedDB) });
    expect(await localDatabaseExists()).toBe(true);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import type { ChangesPage } from '#core/sync/types';
import { getDb, wipeLocalData } from '../db.ts';
import { signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { pullChanges } from './pull.ts';
import { readCursor } from './sync-state.ts';

const PAGE_ROWS = 3;
const PAGES = 3;

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
});

/** Page `since / PAGE_ROWS` of PAGES pages of sessions, versions 1…9, cursor the last version. */
function serverPage(since: number): ChangesPage {
  const versions = Array.from({ length: PAGE_ROWS }, (_, index) => since + index + 1);
  return {
    changes: versions.map((version) => ({
      entity: 'session',
      row: {
        ...SAMPLE_SESSION,
        id: crypto.randomUUID(),
        ownerId: 'owner',
        version,
        updatedAt: '2031-01-01T00:00:00.000Z',
        deletedAt: null,
      },
    })),
    cursor: since + PAGE_ROWS,
    hasMore: since + PAGE_ROWS < PAGES * PAGE_ROWS,
  };
}

describe('the pull', () => {
  it('asks for the next page while it stores the current one, and stores every page with its cursor', async () => {
    const events: string[] = [];
    const db = getDb();
    db.sessions.hook('creating', (_key, row) => {
      // The first row of each page marks when that page is stored.
      if (row.version % PAGE_ROWS === 1) events.push(`store ${row.version}`);
    });
    const received = await pullChanges(
      {
        db,
        now: Date.now,
        fetchPage: async (since) => {
          events.push(`fetch ${since}`);
          return serverPage(since);
        },
      },
      PAGE_ROWS,
    );
    expect(received).toBe(PAGES * PAGE_ROWS);
    expect(await db.sessions.count()).toBe(PAGES * PAGE_ROWS);
    expect(await readCursor(db)).toBe(PAGES * PAGE_ROWS);
    // Page 2 is asked for before page 1 is stored: the server's time overlaps IndexedDB's.
    expect(events).toEqual(['fetch 0', 'fetch 3', 'store 1', 'fetch 6', 'store 4', 'store 7']);
  });

  it('keeps the cursor of the last stored page when a later page fails', async () => {
    const db = getDb();
    const pull = pullChanges(
      {
        db,
        now: Date.now,
        fetchPage: async (since) => {
          if (since > 0) throw new Error('offline');
          return serverPage(since);
        },
      },
      PAGE_ROWS,
    );
    await expect(pull).rejects.toThrow('offline');
    expect(await readCursor(db)).toBe(PAGE_ROWS);
    expect(await db.sessions.count()).toBe(PAGE_ROWS);
  });
});

import type { SessionRow } from '#core/sessions/session-schema';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { advancePullCursors, type PullCursors } from '#core/sync/pull-cursors';
import type { ChangesPage } from '#core/sync/types';
import { getDb, wipeLocalData } from '../db.ts';
import { signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { storeServerRow } from './local-rows.ts';
import { pullChanges } from './pull.ts';
import { noteStoredOutsidePull, readCursors, readFirstPull } from './sync-state.ts';

const PAGE_ROWS = 3;
const PAGES = 3;

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
});

/** Page `since / PAGE_ROWS` of PAGES pages of sessions, versions 1…9, cursors at the last version. */
function serverPage(asked: PullCursors): ChangesPage {
  const since = asked.session ?? 0;
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
    cursors: advancePullCursors(asked, since + PAGE_ROWS),
    cursor: since + PAGE_ROWS,
    hasMore: since + PAGE_ROWS < PAGES * PAGE_ROWS,
  };
}

describe('the pull', () => {
  it('asks every entity it stores from its own cursor, a new one from 0', async () => {
    const db = getDb();
    await db.syncState.put({ key: 'cursors', value: { session: 40, patient: 7 } });
    const asked: PullCursors[] = [];
    await pullChanges({
      db,
      now: Date.now,
      fetchPage: async (cursors) => {
        asked.push(cursors);
        return { changes: [], cursors, cursor: 0, hasMore: false };
      },
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ session: 40, patient: 7, article: 0, chatMessage: 0, notification: 0 });
  });

  it('asks for the next pages while it stores the first, and stores every page with its cursor', async () => {
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
        fetchPage: async (asked) => {
          events.push(`fetch ${asked.session}`);
          return serverPage(asked);
        },
      },
      PAGE_ROWS,
    );
    expect(received).toBe(PAGES * PAGE_ROWS);
    expect(await db.sessions.count()).toBe(PAGES * PAGE_ROWS);
    expect((await readCursors(db)).session).toBe(PAGES * PAGE_ROWS);
    // Each page is asked from the cursors the one before it ends at, page 2 before page 1 is stored:
    // the server's time overlaps IndexedDB's.
    expect(events.filter((event) => event.startsWith('fetch'))).toEqual(['fetch 0', 'fetch 3', 'fetch 6']);
    expect(events.filter((event) => event.startsWith('store'))).toEqual(['store 1', 'store 4', 'store 7']);
    expect(events.indexOf('fetch 3')).toBeLessThan(events.indexOf('store 1'));
  });

  it('stores the later copy of a row that two waiting pages both hold', async () => {
    const db = getDb();
    const id = crypto.randomUUID();
    const copy = (version: number, notes: string) => ({
      entity: 'session',
      row: {
        ...SAMPLE_SESSION,
        id,
        notes,
        ownerId: 'owner',
        version,
        updatedAt: '2031-01-01T00:00:00.000Z',
        deletedAt: null,
      },
    });
    await pullChanges(
      {
        db,
        now: Date.now,
        fetchPage: async (asked) => {
          const since = asked.session ?? 0;
          const change = since === 0 ? copy(1, 'first') : copy(2, 'second');
          return {
            changes: [change],
            cursors: advancePullCursors(asked, since + 1),
            cursor: since + 1,
            hasMore: since === 0,
          };
        },
      },
      1,
    );
    expect(await db.sessions.get(id)).toMatchObject({ version: 2, notes: 'second' });
  });

  it('keeps a row acknowledged with a later version than the page brings', async () => {
    const db = getDb();
    const row: SessionRow = {
      ...SAMPLE_SESSION,
      id: crypto.randomUUID(),
      ownerId: 'owner',
      version: 0,
      updatedAt: '2031-01-01T00:00:00.000Z',
      deletedAt: null,
    };
    await db.transaction('rw', [db.sessions, db.outbox, db.syncState], async () => {
      const stored = new Map<string, number>();
      const acknowledged: SessionRow = { ...row, version: 50, notes: 'acknowledged' };
      await storeServerRow(db, 'sessions', acknowledged, row.id, 'owner', stored);
      await noteStoredOutsidePull(db, stored);
    });
    await pullChanges({
      db,
      now: Date.now,
      fetchPage: async (asked) => ({
        changes: [{ entity: 'session', row: { ...row, version: 2, notes: 'older' } }],
        cursors: advancePullCursors(asked, 2),
        cursor: 2,
        hasMore: false,
      }),
    });
    expect(await db.sessions.get(row.id)).toMatchObject({ version: 50, notes: 'acknowledged' });
  });

  it('records the first pull: rows received page by page, done at the server’s last page', async () => {
    const db = getDb();
    const pull = pullChanges(
      {
        db,
        now: Date.now,
        fetchPage: async (asked) => {
          if ((asked.session ?? 0) >= PAGE_ROWS * 2) throw new Error('offline');
          return serverPage(asked);
        },
      },
      PAGE_ROWS,
    );
    await expect(pull).rejects.toThrow('offline');
    expect(await readFirstPull(db)).toEqual({ received: PAGE_ROWS * 2, isDone: false });

    await pullChanges({ db, now: Date.now, fetchPage: async (asked) => serverPage(asked) }, PAGE_ROWS);
    expect(await readFirstPull(db)).toEqual({ received: PAGE_ROWS * PAGES, isDone: true });
  });

  it('keeps the cursor of the last stored page when a later page fails', async () => {
    const db = getDb();
    const pull = pullChanges(
      {
        db,
        now: Date.now,
        fetchPage: async (asked) => {
          if ((asked.session ?? 0) > 0) throw new Error('offline');
          return serverPage(asked);
        },
      },
      PAGE_ROWS,
    );
    await expect(pull).rejects.toThrow('offline');
    expect((await readCursors(db)).session).toBe(PAGE_ROWS);
    expect(await db.sessions.count()).toBe(PAGE_ROWS);
  });
});

import type { SessionRow } from '#core/sessions/session-schema';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { advancePullCursors, type PullCursors } from '#core/sync/pull-cursors';
import type { ChangesPage } from '#core/sync/types';
import type { BucketRecord } from '../bucket-store.ts';
import { getDb, wipeLocalData } from '../db.ts';
import { sessionStore, storedSessionCount } from '../sessions/session-store.ts';
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
    // A write of session months marks when a page is stored, by the highest version it holds. (The
    // engine writes through `db.table(name)`, which an open database holds apart from `db.sessionMonths`.)
    await db.open();
    const months = db.table<BucketRecord<SessionRow>, string>('sessionMonths');
    const put = months.bulkPut.bind(months);
    months.bulkPut = ((records: BucketRecord<SessionRow>[], ...rest: []) => {
      events.push(`store ${Math.max(...records.flatMap((record) => record.rows.map((row) => row.version)))}`);
      return put(records, ...rest);
    }) as typeof months.bulkPut;
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
    expect(await storedSessionCount(db)).toBe(PAGES * PAGE_ROWS);
    expect((await readCursors(db)).session).toBe(PAGES * PAGE_ROWS);
    // Each page is asked from the cursors the one before it ends at, page 2 before page 1 is stored:
    // the server's time overlaps IndexedDB's.
    expect(events.filter((event) => event.startsWith('fetch'))).toEqual(['fetch 0', 'fetch 3', 'fetch 6']);
    // Pages are stored whole, in order; pages that waited together are stored together.
    const stores = events.filter((event) => event.startsWith('store')).map((event) => Number(event.slice(6)));
    expect(stores[0]).toBe(PAGE_ROWS);
    expect(stores.at(-1)).toBe(PAGES * PAGE_ROWS);
    expect(
      stores.every((version, index) => version % PAGE_ROWS === 0 && version > (stores[index - 1] ?? 0)),
    ).toBe(true);
    expect(events.indexOf('fetch 3')).toBeLessThan(events.indexOf('store 3'));
  });

  it('stores the later copy of a row that two waiting pages both hold', async () => {
    const db = getDb();
    const id = crypto.randomUUID();
    // The later copy starts in another month: the earlier one, stored by the same pull, must go.
    const copy = (version: number, notes: string) => ({
      entity: 'session',
      row: {
        ...SAMPLE_SESSION,
        id,
        notes,
        startsAt: version === 1 ? '2031-01-15T09:00:00.000Z' : '2031-03-15T09:00:00.000Z',
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
    expect(await sessionStore(db).get(id)).toMatchObject({ version: 2, notes: 'second' });
    expect(await storedSessionCount(db)).toBe(1);
  });

  it('moves a stored row to its new month when a later pull brings it changed', async () => {
    const db = getDb();
    const row = { ...SAMPLE_SESSION, id: crypto.randomUUID(), ownerId: 'owner', deletedAt: null };
    const pullOnce = (version: number, startsAt: string) =>
      pullChanges({
        db,
        now: Date.now,
        fetchPage: async (asked) => ({
          changes: [{ entity: 'session', row: { ...row, version, updatedAt: startsAt, startsAt } }],
          cursors: advancePullCursors(asked, version),
          cursor: version,
          hasMore: false,
        }),
      });
    await pullOnce(1, '2031-01-15T09:00:00.000Z');
    await pullOnce(2, '2031-06-15T09:00:00.000Z');
    expect(await storedSessionCount(db)).toBe(1);
    expect(await sessionStore(db).get(row.id)).toMatchObject({
      version: 2,
      startsAt: '2031-06-15T09:00:00.000Z',
    });
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
    await db.transaction('rw', [db.sessionMonths, db.outbox, db.syncState], async () => {
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
    expect(await sessionStore(db).get(row.id)).toMatchObject({ version: 50, notes: 'acknowledged' });
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
    expect(await storedSessionCount(db)).toBe(PAGE_ROWS);
  });
});

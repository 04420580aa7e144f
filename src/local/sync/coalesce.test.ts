import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleRow } from '#core/articles/article-schema';
import { SAMPLE_ARTICLE } from '#core/articles/sample-article';
import type { OutboxEntry } from '#core/sync/types';
import { describeCondition } from '../api-error.ts';
import { getDb, wipeLocalData } from '../db.ts';
import type { AttemptResult } from '../http.ts';
import { signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { mutate } from './mutate.ts';
import { recordingReplayDeps } from './replay-test-kit.ts';
import { replayOutbox } from './replayer.ts';

const OWNER = signInAnswer().userId;

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
});

/** An article written offline: its create, then `saves` autosaves of a growing body and a new title. */
async function writeOffline(saves: number): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('article.create', { ...SAMPLE_ARTICLE, id });
  for (let save = 1; save <= saves; save += 1) {
    const changes =
      save % 2 === 0 ? { titleEn: `Sleep and worry, take ${save}` } : { titleFr: `Part ${save}` };
    await mutate('article.update', { id, baseVersion: 0, changes });
  }
  return id;
}

const updates = async () =>
  (await getDb().outbox.toArray()).filter((entry) => entry.name === 'article.update');

/** The server's answer to a sent entry: the row with everything it carried, at `version`. */
function acknowledged(entry: OutboxEntry, version: number): AttemptResult {
  const { id, ...rest } = entry.args as { id: string; changes?: object };
  const stored = entry.name.endsWith('.create') ? rest : rest.changes;
  return {
    kind: 'ok',
    data: {
      ...SAMPLE_ARTICLE,
      ...stored,
      id,
      ownerId: OWNER,
      version,
      updatedAt: new Date().toISOString(),
      deletedAt: null,
    },
  };
}

describe('pending updates coalesce', () => {
  it('replays half an hour of offline autosaves (one every 5 s) as one create and one update', async () => {
    const id = await writeOffline(360);
    const entries = await getDb().outbox.toArray();
    expect(entries.map((entry) => entry.name)).toEqual(['article.create', 'article.update']);
    expect((await updates())[0]?.args).toEqual({
      id,
      baseVersion: 0,
      changes: { titleFr: 'Part 359', titleEn: 'Sleep and worry, take 360' },
    });
    const sent: OutboxEntry[] = [];
    const replay = recordingReplayDeps({
      send: async (entry) => {
        sent.push(entry);
        return acknowledged(entry, sent.length);
      },
    });
    expect(await replayOutbox(replay)).toBe('idle');
    expect(sent).toHaveLength(2);
    expect(await getDb().articles.get(id)).toMatchObject({
      titleEn: 'Sleep and worry, take 360',
      version: 2,
    });
  });

  it('keeps what is typed while an update is on the wire: it waits as an entry of its own', async () => {
    const id = await writeOffline(2);
    let typedDuringSend: Promise<OutboxEntry> | undefined;
    const sent: OutboxEntry[] = [];
    const replay = recordingReplayDeps({
      send: async (entry) => {
        sent.push(entry);
        // The user types while the first update is sent: it must not join the entry in flight.
        if (entry.name === 'article.update' && !typedDuringSend) {
          typedDuringSend = mutate('article.update', {
            id,
            baseVersion: 0,
            changes: { titleEn: 'Typed meanwhile' },
          });
          await typedDuringSend;
        }
        return acknowledged(entry, sent.length);
      },
    });
    expect(await replayOutbox(replay)).toBe('idle');
    expect(sent.map((entry) => entry.args)).toContainEqual({
      id,
      baseVersion: 0,
      changes: { titleEn: 'Typed meanwhile' },
    });
    expect(await getDb().outbox.count()).toBe(0);
    expect((await getDb().articles.get(id)) as ArticleRow).toMatchObject({ titleEn: 'Typed meanwhile' });
  });

  it('never merges into an entry tried before, nor across another entry, nor a status move', async () => {
    const id = await writeOffline(1);
    // Tried offline: parked, so the server may hold it; the next update is an entry of its own.
    await replayOutbox(recordingReplayDeps({ send: async () => offline(), isOnline: () => false }));
    await mutate('article.update', { id, baseVersion: 0, changes: { titleFr: 'After the try' } });
    // Another row's entry in between: the article's next update does not move ahead of it.
    const other = crypto.randomUUID();
    await mutate('article.create', { ...SAMPLE_ARTICLE, id: other });
    await mutate('article.update', { id, baseVersion: 0, changes: { titleFr: 'After the other' } });
    // A status move stands alone, and so does the update after it.
    await mutate('article.update', { id, baseVersion: 0, changes: { status: 'published' } });
    await mutate('article.update', { id, baseVersion: 0, changes: { titleFr: 'After publishing' } });
    expect((await updates()).map((entry) => (entry.args as { changes: object }).changes)).toEqual([
      { titleFr: 'Part 1' },
      { titleFr: 'After the try' },
      { titleFr: 'After the other' },
      { status: 'published' },
      { titleFr: 'After publishing' },
    ]);
  });
});

function offline(): AttemptResult {
  return { kind: 'failed', info: describeCondition('networkFailed'), retryAfterSeconds: undefined };
}

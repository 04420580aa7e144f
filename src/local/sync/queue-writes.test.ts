import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLE_ENTITY } from '#core/articles/article-entity';
import { SAMPLE_ARTICLE } from '#core/articles/sample-article';
import { pickArticleBanner } from '../articles/article-commands.ts';
import { getDb, wipeLocalData } from '../db.ts';
import { signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { queueCreate, queueDelete, queueUpdate } from './queue-writes.ts';

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
});

const names = async () => (await getDb().outbox.toArray()).map((entry) => entry.name);

describe('queueing a write of any entity', () => {
  it('creates under the given id, updates only what changed, deletes once', async () => {
    const id = crypto.randomUUID();
    await queueCreate(ARTICLE_ENTITY, id, SAMPLE_ARTICLE);
    expect((await getDb().articles.get(id))?.titleEn).toBe(SAMPLE_ARTICLE.titleEn);

    expect(await queueUpdate(ARTICLE_ENTITY, id, { titleEn: SAMPLE_ARTICLE.titleEn })).toBeUndefined();
    await queueUpdate(ARTICLE_ENTITY, id, { titleEn: 'Sleep and worry' });
    const update = (await getDb().outbox.toArray()).at(-1);
    expect(update?.args).toEqual({ id, baseVersion: 0, changes: { titleEn: 'Sleep and worry' } });

    expect(await queueDelete(ARTICLE_ENTITY, id)).toBeDefined();
    expect(await queueDelete(ARTICLE_ENTITY, id)).toBeUndefined();
    expect(await names()).toEqual(['article.create', 'article.update', 'article.delete']);
  });

  it('refuses an update or a file for a row that is gone here, and queues nothing', async () => {
    const id = crypto.randomUUID();
    await queueCreate(ARTICLE_ENTITY, id, SAMPLE_ARTICLE);
    await queueDelete(ARTICLE_ENTITY, id);
    const before = await names();
    await expect(queueUpdate(ARTICLE_ENTITY, id, { titleEn: 'Too late' })).rejects.toThrow(
      /no local article/,
    );
    const banner = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });
    await expect(pickArticleBanner(id, banner)).rejects.toThrow(/no local article/);
    await expect(
      queueUpdate(ARTICLE_ENTITY, crypto.randomUUID(), { titleEn: 'Never here' }),
    ).rejects.toThrow();
    expect(await names()).toEqual(before);
  });
});

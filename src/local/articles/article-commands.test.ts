import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES as M } from '#core/articles/article-messages';
import { articleBody } from '#core/articles/sample-article';
import { getDb, wipeLocalData } from '../db.ts';
import { signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import {
  createArticle,
  deleteArticle,
  pickArticleBanner,
  readArticle,
  saveArticle,
  setArticleStatus,
} from './article-commands.ts';

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
});

const queued = () => getDb().outbox.toArray();
const jpeg = (size: number) =>
  new File(
    [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(size - 6), 0xff, 0xd9])],
    'banner.jpg',
    {
      type: 'image/jpeg',
    },
  );

describe('articles on the device', () => {
  it('creates a draft from the first input, signed with the author’s name, and saves as typed', async () => {
    const created = await createArticle({ titleFr: '  Bien dormir  ' }, 'Dr Leila Mansour');
    expect(created.errors).toEqual({});
    expect(await readArticle(created.id)).toMatchObject({
      titleFr: 'Bien dormir',
      doctorName: 'Dr Leila Mansour',
      status: 'draft',
      articleType: 'article',
    });
    const body = articleBody(['القلق والنوم.'], 'rtl');
    const saved = await saveArticle(created.id, { contentAr: body, titleFr: 'Bien dormir' });
    // Only what changed is queued.
    expect(saved.entry?.args).toMatchObject({ changes: { contentAr: body } });
    expect(Object.keys((saved.entry?.args as { changes?: object } | undefined)?.changes ?? {})).toEqual([
      'contentAr',
    ]);
    expect((await queued()).map((entry) => entry.name)).toEqual(['article.create', 'article.update']);
    expect(await saveArticle(created.id, { contentAr: body })).toMatchObject({
      entry: undefined,
      errors: {},
    });
  });

  it('saves the fields that pass and reports the others, which stay as stored', async () => {
    const { id } = await createArticle({ titleEn: 'Sleep' }, 'Dr Leila Mansour');
    const saved = await saveArticle(id, { titleEn: 'Sleep well', titleFr: 'x'.repeat(201), doctorName: ' ' });
    expect(saved.errors).toEqual({ titleFr: M.titleTooLong.id, doctorName: M.doctorNameRequired.id });
    expect(await readArticle(id)).toMatchObject({
      titleEn: 'Sleep well',
      titleFr: '',
      doctorName: 'Dr Leila Mansour',
    });
  });

  it('publishes only with banner, category and a complete language; then records the date', async () => {
    const { id } = await createArticle(
      { titleEn: 'Sleep', contentEn: articleBody(['Rest.']) },
      'Dr Leila Mansour',
    );
    expect((await setArticleStatus(id, 'published')).errors).toEqual({ bannerFileId: M.bannerRequired.id });
    const picked = await pickArticleBanner(id, jpeg(2_000));
    expect(picked.ok).toBe(true);
    expect((await setArticleStatus(id, 'published')).errors).toEqual({ category: M.categoryRequired.id });
    await saveArticle(id, { category: 'sleep_disorders' });
    const published = await setArticleStatus(id, 'published');
    expect(published.errors).toEqual({});
    const row = await readArticle(id);
    expect(row?.status).toBe('published');
    expect(row?.publishedAt).not.toBeNull();
    // Emptying the only complete language of a published article is refused, and nothing is queued.
    const before = (await queued()).length;
    expect((await saveArticle(id, { contentEn: null })).errors).toEqual({ contentEn: M.contentRequired.id });
    expect(await queued()).toHaveLength(before);
    await setArticleStatus(id, 'archived');
    expect((await setArticleStatus(id, 'published')).errors).toEqual({ status: M.statusMove.id });
  });

  it('refuses a banner over 200 KB before queuing anything, and deletes as a tombstone', async () => {
    const { id } = await createArticle({ titleEn: 'Sleep' }, 'Dr Leila Mansour');
    const refused = await pickArticleBanner(id, jpeg(300 * 1024));
    expect(refused.ok).toBe(false);
    expect((await queued()).map((entry) => entry.name)).toEqual(['article.create']);
    await deleteArticle(id);
    expect(await readArticle(id)).toBeUndefined();
  });
});

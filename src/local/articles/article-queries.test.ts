import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleRow } from '#core/articles/article-schema';
import { articleBody, SAMPLE_ARTICLE } from '#core/articles/sample-article';
import { getDb, wipeLocalData } from '../db.ts';
import { type ArticleFilter, hasArticles, listArticles, NO_ARTICLE_FILTER } from './article-queries.ts';

afterEach(async () => {
  await wipeLocalData();
});

const START_MS = Date.parse('2026-11-01T09:00:00Z');
const MINUTE_MS = 60_000;

/** An article as a pull stores it, changed `minutesLater` after START_MS (later is newer). */
async function stored(title: string, minutesLater: number, overrides: Partial<ArticleRow> = {}) {
  const row: ArticleRow = {
    ...SAMPLE_ARTICLE,
    id: crypto.randomUUID(),
    ownerId: 'owner',
    version: 1,
    updatedAt: new Date(START_MS + minutesLater * MINUTE_MS).toISOString(),
    deletedAt: null,
    titleEn: title,
    titleAr: '',
    contentEn: articleBody([`${title}: a body.`]),
    contentAr: null,
    ...overrides,
  };
  await getDb().articles.put(row);
  return row;
}

const titlesFor = async (change: Partial<ArticleFilter>, page = { index: 0, size: 50 }) =>
  (await listArticles({ ...NO_ARTICLE_FILTER, ...change }, page)).rows.map((row) => row.titleEn);

describe('the articles list on the device', () => {
  it('finds an article by its English, French or Arabic title, its author, or its body text', async () => {
    await stored('Sleeping well', 1, {
      titleFr: 'Bien dormir malgré l’anxiété',
      titleAr: 'النوم الجيد رغم القلق',
      contentAr: articleBody(['روتين مسائي هادئ يساعد الجسم'], 'rtl'),
    });
    await stored('Grief at work', 2, {
      doctorName: 'Dr Karim Haddad',
      contentFr: articleBody(['Le deuil ne suit pas le calendrier du bureau.']),
    });
    await stored('Breathing', 3);

    expect(await titlesFor({ search: 'sleeping' })).toEqual(['Sleeping well']);
    expect(await titlesFor({ search: 'DORMIR' })).toEqual(['Sleeping well']);
    // Accents and Arabic vowel marks do not have to be typed.
    expect(await titlesFor({ search: 'anxiete' })).toEqual(['Sleeping well']);
    expect(await titlesFor({ search: 'القلق' })).toEqual(['Sleeping well']);
    expect(await titlesFor({ search: 'القَلَق' })).toEqual(['Sleeping well']);
    expect(await titlesFor({ search: 'haddad' })).toEqual(['Grief at work']);
    expect(await titlesFor({ search: 'calendrier' })).toEqual(['Grief at work']);
    expect(await titlesFor({ search: 'مسائي هادئ' })).toEqual(['Sleeping well']);
    // Every word must be found, in any field.
    expect(await titlesFor({ search: 'grief deuil' })).toEqual(['Grief at work']);
    expect(await titlesFor({ search: 'grief sommeil' })).toEqual([]);
    expect(await titlesFor({ search: '   ' })).toEqual(['Breathing', 'Grief at work', 'Sleeping well']);
  });

  it('filters by status, type, category and complete language, each alone and together', async () => {
    await stored('Published guide', 1, { status: 'published', articleType: 'guide', category: 'grief' });
    await stored('Draft Q&A', 2, { articleType: 'qa', category: null });
    await stored('Archived article', 3, { status: 'archived', articleType: 'article', category: 'grief' });
    await stored('Bilingual draft', 4, {
      articleType: 'guide',
      titleAr: 'مسودة',
      contentAr: articleBody(['نص'], 'rtl'),
    });
    // A French title without a body is not French yet.
    await stored('French title only', 5, { titleFr: 'Titre seul', contentFr: null });

    expect(await titlesFor({ status: 'published' })).toEqual(['Published guide']);
    expect(await titlesFor({ status: 'archived' })).toEqual(['Archived article']);
    expect(await titlesFor({ status: 'draft' })).toEqual([
      'French title only',
      'Bilingual draft',
      'Draft Q&A',
    ]);
    expect(await titlesFor({ articleType: 'qa' })).toEqual(['Draft Q&A']);
    expect(await titlesFor({ category: 'grief' })).toEqual(['Archived article', 'Published guide']);
    expect(await titlesFor({ language: 'AR' })).toEqual(['Bilingual draft']);
    expect(await titlesFor({ language: 'FR' })).toEqual([]);
    expect(await titlesFor({ language: 'EN' })).toHaveLength(5);
    expect(await titlesFor({ status: 'draft', articleType: 'guide', language: 'AR' })).toEqual([
      'Bilingual draft',
    ]);
    expect(await titlesFor({ status: 'published', category: 'sleep_disorders' })).toEqual([]);
  });

  it('pages the kept articles newest change first and counts them all', async () => {
    for (let minute = 1; minute <= 12; minute += 1) {
      await stored(`Article ${String(minute).padStart(2, '0')}`, minute);
    }
    await stored('Breathing', 13);

    const first = await listArticles({ ...NO_ARTICLE_FILTER, search: 'article' }, { index: 0, size: 5 });
    expect(first.total).toBe(12);
    expect(first.rows.map((row) => row.titleEn)).toEqual([
      'Article 12',
      'Article 11',
      'Article 10',
      'Article 09',
      'Article 08',
    ]);
    const last = await listArticles({ ...NO_ARTICLE_FILTER, search: 'article' }, { index: 2, size: 5 });
    expect(last.rows.map((row) => row.titleEn)).toEqual(['Article 02', 'Article 01']);
    expect(last.total).toBe(12);
    const beyond = await listArticles(NO_ARTICLE_FILTER, { index: 9, size: 5 });
    expect(beyond).toEqual({ rows: [], total: 13 });
  });

  it('moves an article to the top when it changes', async () => {
    const older = await stored('Older', 1);
    await stored('Newer', 2);
    expect(await titlesFor({})).toEqual(['Newer', 'Older']);
    await getDb().articles.put({
      ...older,
      version: 2,
      updatedAt: new Date(START_MS + 3 * MINUTE_MS).toISOString(),
    });
    expect(await titlesFor({})).toEqual(['Older', 'Newer']);
  });

  it('leaves deleted articles out of the list, its count and the empty-state check', async () => {
    expect(await hasArticles()).toBe(false);
    const gone = await stored('Deleted one', 1, { deletedAt: new Date(START_MS).toISOString() });
    expect(await hasArticles()).toBe(false);
    expect(
      await listArticles({ ...NO_ARTICLE_FILTER, search: gone.titleEn }, { index: 0, size: 10 }),
    ).toEqual({
      rows: [],
      total: 0,
    });
    await stored('Kept one', 2);
    expect(await hasArticles()).toBe(true);
    expect(await listArticles(NO_ARTICLE_FILTER, { index: 0, size: 10 })).toMatchObject({ total: 1 });
    expect(await titlesFor({})).toEqual(['Kept one']);
  });
});

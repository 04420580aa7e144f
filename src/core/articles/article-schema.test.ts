import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { EMPTY_ARTICLE_DOCUMENT, wordCount } from './article-document.ts';
import { ARTICLE_ENTITY } from './article-entity.ts';
import { ARTICLE_MESSAGES as M } from './article-messages.ts';
import {
  type ArticleFields,
  type articleFieldEntries,
  completeLanguages,
  newArticleFields,
} from './article-schema.ts';
import { settleArticle } from './article-status.ts';
import { articleBody, SAMPLE_ARTICLE } from './sample-article.ts';

const BANNER = '0b9d7c1e-5f3a-4c2b-9a8d-7e6f5a4b3c2d';
const PUBLISHABLE: ArticleFields = { ...SAMPLE_ARTICLE, bannerFileId: BANNER };

function firstIssue(fields: Partial<ArticleFields>) {
  const result = v.safeParse(ARTICLE_ENTITY.fieldsSchema, { ...PUBLISHABLE, ...fields });
  if (result.success) return undefined;
  const [issue] = result.issues;
  return { field: issue ? v.getDotPath(issue) : undefined, message: issue?.message };
}

describe('the article schema', () => {
  it('reads exactly the ArticleFields', () => {
    expectTypeOf<
      v.InferOutput<v.StrictObjectSchema<typeof articleFieldEntries, undefined>>
    >().toEqualTypeOf<ArticleFields>();
  });

  it('saves a draft whatever is missing: nothing typed yet is a draft too', () => {
    expect(firstIssue({ ...newArticleFields('Dr Leila Mansour') })).toBeUndefined();
    expect(
      firstIssue({ status: 'draft', bannerFileId: null, category: null, titleEn: 'Only a title' }),
    ).toBeUndefined();
  });

  it('asks a published article for its banner, its category and one complete language, on the field to fix', () => {
    const published = { status: 'published' as const };
    expect(firstIssue({ ...published, bannerFileId: null })).toEqual({
      field: 'bannerFileId',
      message: M.bannerRequired.id,
    });
    expect(firstIssue({ ...published, category: null })).toEqual({
      field: 'category',
      message: M.categoryRequired.id,
    });
    const nothingWritten = { titleEn: '', titleAr: '', contentEn: null, contentAr: null };
    expect(firstIssue({ ...published, ...nothingWritten })).toEqual({
      field: 'titleEn',
      message: M.titleRequired.id,
    });
    expect(firstIssue({ ...published, ...nothingWritten, titleFr: 'Bien dormir' })).toEqual({
      field: 'contentFr',
      message: M.contentRequired.id,
    });
    expect(firstIssue({ ...published, ...nothingWritten, contentAr: articleBody(['نص']) })).toEqual({
      field: 'titleAr',
      message: M.titleRequired.id,
    });
    // An empty paragraph is no content.
    expect(
      firstIssue({ ...published, ...nothingWritten, titleEn: 'T', contentEn: EMPTY_ARTICLE_DOCUMENT }),
    ).toEqual({
      field: 'contentEn',
      message: M.contentRequired.id,
    });
    expect(firstIssue(published)).toBeUndefined();
  });

  it('knows which languages are done and counts words', () => {
    expect(completeLanguages(PUBLISHABLE)).toEqual(['EN', 'AR']);
    expect(wordCount(SAMPLE_ARTICLE.contentEn)).toBe(17);
  });

  it('refuses titles over 200 characters, an unknown type, category or status, and bodies that are not documents', () => {
    expect(firstIssue({ titleFr: 'x'.repeat(201) })).toEqual({
      field: 'titleFr',
      message: M.titleTooLong.id,
    });
    expect(firstIssue({ articleType: 'poem' as never })?.message).toBe(M.typeRequired.id);
    expect(firstIssue({ category: 'astrology' as never })?.message).toBe(M.categoryRequired.id);
    expect(firstIssue({ status: 'deleted' as never })?.message).toBe(M.statusRequired.id);
    expect(firstIssue({ contentEn: '<p>Hello</p>' as never })?.message).toBe(M.contentInvalid.id);
    expect(firstIssue({ doctorName: '  ' })?.message).toBe(M.doctorNameRequired.id);
  });
});

describe('the article status moves', () => {
  const at = (now: string) => ({ id: 'a', now });

  it('records the publication date on each move into Published and keeps it afterwards', () => {
    const published = settleArticle(
      SAMPLE_ARTICLE,
      { ...PUBLISHABLE, status: 'published' },
      at('2026-11-20T09:00:00.000Z'),
    );
    expect(published).toEqual({
      ok: true,
      fields: { ...PUBLISHABLE, status: 'published', publishedAt: '2026-11-20T09:00:00.000Z' },
    });
    if (!published.ok) return;
    // Settling the settled change again changes nothing (the engine re-applies queued changes).
    expect(settleArticle(published.fields, published.fields, at('2026-11-21T09:00:00.000Z'))).toEqual(
      published,
    );
    // A client cannot set the date itself.
    const edited = settleArticle(
      published.fields,
      { ...published.fields, publishedAt: '2000-01-01T00:00:00.000Z' },
      at('2026-11-22T09:00:00.000Z'),
    );
    expect(edited.ok && edited.fields.publishedAt).toBe('2026-11-20T09:00:00.000Z');
    const archived = settleArticle(
      published.fields,
      { ...published.fields, status: 'archived' },
      at('2026-11-23T09:00:00.000Z'),
    );
    expect(archived.ok && archived.fields.publishedAt).toBe('2026-11-20T09:00:00.000Z');
  });

  it('sends an archived article back to Draft before it is published again', () => {
    const archived = { ...PUBLISHABLE, status: 'archived' as const };
    expect(
      settleArticle(archived, { ...archived, status: 'published' }, at('2026-11-23T09:00:00.000Z')),
    ).toEqual({
      ok: false,
      error: { field: 'status', message: M.statusMove },
    });
    const draft = settleArticle(archived, { ...archived, status: 'draft' }, at('2026-11-23T09:00:00.000Z'));
    expect(draft.ok).toBe(true);
  });
});

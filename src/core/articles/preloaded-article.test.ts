import { describe, expect, it } from 'vitest';
import {
  PRELOADED_ARTICLE_ELEMENT_ID,
  parsePreloadedArticle,
  preloadedArticleElement,
} from './preloaded-article.ts';
import type { PublicArticle } from './public-article.ts';

const article: PublicArticle = {
  id: '0b7c3f52-3c1e-4b7a-9d55-3f1c2f7f7a10',
  articleType: 'article',
  category: null,
  status: 'published',
  publishedAt: '2026-11-20T09:00:00.000Z',
  doctorName: 'Dr </script><script>alert(1)</script>',
  profession: null,
  professionTitle: null,
  hasBanner: false,
  hasAuthorPhoto: false,
  titles: { EN: 'A <!-- title', FR: '', AR: 'عنوان' },
  bodies: { EN: '<p>Body</p>', FR: null, AR: null },
  summaries: { EN: 'Body', FR: '', AR: '' },
};

function textOf(element: string): string {
  const match = /^<script type="application\/json" id="([^"]+)">([\s\S]*)<\/script>$/.exec(element);
  expect(match?.[1]).toBe(PRELOADED_ARTICLE_ELEMENT_ID);
  return match?.[2] ?? '';
}

describe('the preloaded article element', () => {
  it('round-trips the article and the reader language', () => {
    const text = textOf(preloadedArticleElement({ article, readerLanguage: 'AR' }));
    expect(parsePreloadedArticle(text)).toEqual({ article, readerLanguage: 'AR' });
  });

  it('round-trips the publication day the server wrote, and drops one that is not text', () => {
    const text = textOf(
      preloadedArticleElement({ article, readerLanguage: 'FR', publishedOn: '20 novembre 2026' }),
    );
    expect(parsePreloadedArticle(text)).toEqual({
      article,
      readerLanguage: 'FR',
      publishedOn: '20 novembre 2026',
    });
    expect(parsePreloadedArticle(JSON.stringify({ article, readerLanguage: 'FR', publishedOn: 20 }))).toEqual(
      {
        article,
        readerLanguage: 'FR',
      },
    );
  });

  it('holds no < that could close the element or open a comment', () => {
    const text = textOf(preloadedArticleElement({ article, readerLanguage: 'EN' }));
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
  });

  it('gives nothing for a missing, broken or foreign block', () => {
    expect(parsePreloadedArticle(null)).toBeUndefined();
    expect(parsePreloadedArticle('{')).toBeUndefined();
    expect(parsePreloadedArticle('null')).toBeUndefined();
    expect(parsePreloadedArticle(JSON.stringify({ article, readerLanguage: 'DE' }))).toBeUndefined();
    expect(
      parsePreloadedArticle(JSON.stringify({ article: { id: 1 }, readerLanguage: 'EN' })),
    ).toBeUndefined();
  });
});

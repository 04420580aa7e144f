import { describe, expect, it } from 'vitest';
import { type PublicArticle, shownParts } from './public-article.ts';

const article: PublicArticle = {
  id: '0b7c3f52-3c1e-4b7a-9d55-3f1c2f7f7a10',
  articleType: 'article',
  category: null,
  status: 'published',
  publishedAt: null,
  doctorName: 'Dr X',
  profession: null,
  professionTitle: null,
  hasBanner: false,
  hasAuthorPhoto: false,
  titles: { EN: '', FR: 'Un titre', AR: 'عنوان' },
  bodies: { EN: null, FR: null, AR: '<p>نص</p>' },
  summaries: { EN: '', FR: '', AR: 'نص' },
};

describe('what a reading page shows', () => {
  it("shows the reader's own language where the article has it", () => {
    expect(shownParts(article, 'AR')).toEqual({ titleLanguage: 'AR', bodyLanguage: 'AR', description: 'نص' });
  });

  it('falls back part by part, the description following the shown body', () => {
    expect(shownParts(article, 'FR')).toEqual({ titleLanguage: 'FR', bodyLanguage: 'AR', description: 'نص' });
    expect(shownParts(article, 'EN')).toEqual({ titleLanguage: 'FR', bodyLanguage: 'AR', description: 'نص' });
  });

  it('describes by the title language when no body is shown', () => {
    const titleOnly = { ...article, bodies: { EN: null, FR: null, AR: null } };
    expect(shownParts(titleOnly, 'FR')).toEqual({
      titleLanguage: 'FR',
      bodyLanguage: undefined,
      description: '',
    });
  });
});

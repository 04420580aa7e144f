/**
 * One valid draft article for tests on every layer: the same fields pass the editor's and the
 * server's validation, so a test changes only what it is about (`{ ...SAMPLE_ARTICLE, … }`). Its
 * banner is null: a test that publishes it uploads one first.
 */
import type { ArticleDocument } from './article-document.ts';
import type { ArticleFields } from './article-schema.ts';

/** A body of paragraphs, each given text one paragraph (`dir`: the blocks' text direction). */
export function articleBody(
  paragraphs: readonly string[],
  dir: 'ltr' | 'rtl' | 'auto' = 'auto',
): ArticleDocument {
  return {
    type: 'doc',
    content: paragraphs.map((text) => ({
      type: 'paragraph',
      attrs: { dir },
      content: [{ type: 'text', text }],
    })),
  };
}

export const SAMPLE_ARTICLE: ArticleFields = {
  bannerFileId: null,
  titleEn: 'Sleeping well when anxiety keeps you awake',
  titleFr: '',
  titleAr: 'النوم الجيد عندما يبقيك القلق مستيقظًا',
  contentEn: articleBody([
    'Anxiety and sleep feed each other.',
    'A steady evening routine helps the body learn when to rest.',
  ]),
  contentFr: null,
  contentAr: articleBody(['القلق والنوم يغذي كل منهما الآخر.'], 'rtl'),
  articleType: 'guide',
  status: 'draft',
  category: 'sleep_disorders',
  doctorName: 'Dr Leila Mansour',
  publishedAt: null,
};

/**
 * The article a reading page's HTML was drawn with on the server (http/read-page.ts), handed to the
 * page's script in a JSON block: hydration starts from the very data the markup shows, without asking
 * the server again, and with the same reader language the server chose from `Accept-Language`.
 */
import { type LanguageCode, parseLanguageCode } from '../languages.ts';
import type { PublicArticle } from './public-article.ts';

export const PRELOADED_ARTICLE_ELEMENT_ID = 'preloaded-article';

export type PreloadedArticle = {
  article: PublicArticle;
  readerLanguage: LanguageCode;
  /**
   * The publication day as the server wrote it in the interface's language (formatCalendarDay). The browser
   * hydrates with this text rather than building an Intl.DateTimeFormat: the first one loads the
   * browser's date data, a ~200 ms task on a phone, in the middle of the page's hydration.
   */
  publishedOn?: string;
};

/**
 * The `<script type="application/json">` element. The CSP runs no inline script, and this one is data,
 * never run; `<` is escaped so no text of the article can close the element or open a comment.
 */
export function preloadedArticleElement(preloaded: PreloadedArticle): string {
  const json = JSON.stringify(preloaded).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PRELOADED_ARTICLE_ELEMENT_ID}">${json}</script>`;
}

/** The element's data; undefined when absent or not in the shape the server writes. */
export function parsePreloadedArticle(text: string | null | undefined): PreloadedArticle | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<PreloadedArticle> | null;
    const readerLanguage = parseLanguageCode(value?.readerLanguage);
    const article = value?.article;
    if (!readerLanguage || typeof article?.id !== 'string' || typeof article.titles !== 'object')
      return undefined;
    const publishedOn = typeof value?.publishedOn === 'string' ? value.publishedOn : undefined;
    return publishedOn === undefined ? { article, readerLanguage } : { article, readerLanguage, publishedOn };
  } catch {
    return undefined;
  }
}

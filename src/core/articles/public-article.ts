/**
 * The public reading page's contract: `GET /api/public/articles/:id` answers a published article
 * (its author may also read it as a draft or archived) with every complete language's title and
 * rendered body, so the page picks the reader's language — and falls back, saying so — without
 * another request, and one cached answer serves every language offline.
 */
import { type LanguageCode, parseLanguageCode } from '../languages.ts';
import type { ArticleCategory, ArticleLanguage, ArticleStatus, ArticleType } from './article-lists.ts';
import { ARTICLE_LANGUAGES } from './article-lists.ts';

export const PUBLIC_ARTICLES_PATH = '/api/public/articles';
/** The page readers open; the spec's routes stay as they are. */
export const READ_ARTICLE_ROUTE = '/read';

export const publicArticlePath = (id: string) => `${PUBLIC_ARTICLES_PATH}/${id}`;
export const publicArticleBannerPath = (id: string) => `${PUBLIC_ARTICLES_PATH}/${id}/banner`;
export const publicArticleAuthorPhotoPath = (id: string) => `${PUBLIC_ARTICLES_PATH}/${id}/author-photo`;

export type PublicArticle = {
  id: string;
  articleType: ArticleType;
  category: ArticleCategory | null;
  status: ArticleStatus;
  publishedAt: string | null;
  doctorName: string;
  /** The author's profession and title codes (#core/onboarding/professions). */
  profession: string | null;
  professionTitle: string | null;
  hasBanner: boolean;
  hasAuthorPhoto: boolean;
  /** Titles by language; '' where that language has none. */
  titles: Record<ArticleLanguage, string>;
  /** The readers' HTML of each language's body (the static renderer's), null where there is none. */
  bodies: Record<ArticleLanguage, string | null>;
  /** A plain-text start of the shown body, for the page's description. */
  summaries: Record<ArticleLanguage, string>;
};

/** The order a missing language is replaced in: English, then French, then Arabic. */
const FALLBACK_ORDER: readonly ArticleLanguage[] = ARTICLE_LANGUAGES;

/** Which language the reader gets: `?lang=`, then the browser's languages, then English. */
export function readerLanguage(query: unknown, browserLanguages: readonly string[]): LanguageCode {
  const fromQuery = parseLanguageCode(query);
  if (fromQuery) return fromQuery;
  for (const tag of browserLanguages) {
    const code = parseLanguageCode(tag.split('-')[0]);
    if (code) return code;
  }
  return 'EN';
}

/**
 * The language each part is shown in: the reader's own where the article has it, else the first of
 * English, French, Arabic that it has; undefined when it has none.
 */
export function shownLanguage(
  values: Record<ArticleLanguage, string | null>,
  wanted: LanguageCode,
): ArticleLanguage | undefined {
  const has = (language: ArticleLanguage) => {
    const value = values[language];
    return value !== null && value.trim() !== '';
  };
  if (has(wanted)) return wanted;
  return FALLBACK_ORDER.find(has);
}

/**
 * What a reading page shows a reader who wants `wanted`: its title's and its body's languages, and the
 * page's description (the shown body's summary, else the title language's). The browser's page and
 * the server's HTML head (src/server/http/read-page.ts) both take it from here.
 */
export function shownParts(article: PublicArticle, wanted: LanguageCode) {
  const titleLanguage = shownLanguage(article.titles, wanted) ?? wanted;
  const bodyLanguage = shownLanguage(article.bodies, wanted);
  return { titleLanguage, bodyLanguage, description: article.summaries[bodyLanguage ?? titleLanguage] };
}

/**
 * The `/articles` list on the device: a specialist's articles are tens or hundreds, so the page reads
 * them whole (newest change first) and filters in memory — search over every language's title and
 * body and the author name, then status, type, category and a complete language — and pages the
 * result. Deleted rows are left out.
 */
import { documentText } from '#core/articles/article-document';
import type {
  ArticleCategory,
  ArticleLanguage,
  ArticleStatus,
  ArticleType,
} from '#core/articles/article-lists';
import { type ArticleRow, isLanguageComplete } from '#core/articles/article-schema';
import { getDb, type MindofficeDb } from '../db.ts';

export type ArticleFilter = {
  search: string;
  status: ArticleStatus | null;
  articleType: ArticleType | null;
  category: ArticleCategory | null;
  /** Articles complete in this language. */
  language: ArticleLanguage | null;
};

export type ArticlePage = { rows: ArticleRow[]; total: number };

export const NO_ARTICLE_FILTER: ArticleFilter = {
  search: '',
  status: null,
  articleType: null,
  category: null,
  language: null,
};

/** Lower-cased, accents and Arabic diacritics removed, so "etre" finds "être" and a vowelled word its plain form. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase();
}

function searchableText(row: ArticleRow): string {
  return folded(
    [
      row.titleEn,
      row.titleFr,
      row.titleAr,
      row.doctorName,
      documentText(row.contentEn),
      documentText(row.contentFr),
      documentText(row.contentAr),
    ].join(' '),
  );
}

export function matchesArticle(row: ArticleRow, filter: ArticleFilter): boolean {
  if (filter.status && row.status !== filter.status) return false;
  if (filter.articleType && row.articleType !== filter.articleType) return false;
  if (filter.category && row.category !== filter.category) return false;
  if (filter.language && !isLanguageComplete(row, filter.language)) return false;
  const words = folded(filter.search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchableText(row);
  return words.every((word) => text.includes(word));
}

/** One page of the articles the filter keeps, newest change first. */
export async function listArticles(
  filter: ArticleFilter,
  page: { index: number; size: number },
  db: MindofficeDb = getDb(),
): Promise<ArticlePage> {
  const rows = await db.articles.orderBy('updatedAt').reverse().toArray();
  const kept = rows.filter((row) => row.deletedAt === null && matchesArticle(row, filter));
  const start = page.index * page.size;
  return { rows: kept.slice(start, start + page.size), total: kept.length };
}

/** Whether the specialist has any article at all (the empty state differs from "nothing found"). */
export async function hasArticles(db: MindofficeDb = getDb()): Promise<boolean> {
  return (await db.articles.filter((row) => row.deletedAt === null).count()) > 0;
}

/**
 * What readers get of an article (#core/articles/public-article): the stored record and its author's
 * profile made into every complete language's title, rendered body and summary. Shared by the reading
 * API (routes/public-articles.ts) and the reading page the server draws (http/read-page.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { documentText } from '#core/articles/article-document';
import { ARTICLE_LANGUAGES, type ArticleLanguage } from '#core/articles/article-lists';
import { renderArticleHtml } from '#core/articles/article-sanitize';
import { type ArticleFields, CONTENT_FIELD, TITLE_FIELD } from '#core/articles/article-schema';
import type { PublicArticle } from '#core/articles/public-article';
import type { Db } from '../db/client.ts';
import { articles, specialistProfiles } from '../db/schema.ts';

const ID_SCHEMA = v.pipe(v.string(), v.uuid());
/** The description's length: what search results and link previews show. */
const SUMMARY_MAX_CHARS = 160;

export type ArticleRecord = typeof articles.$inferSelect;
export type ArticleAuthor = Awaited<ReturnType<typeof findAuthor>>;

function summaryOf(text: string): string {
  return text.length <= SUMMARY_MAX_CHARS ? text : `${text.slice(0, SUMMARY_MAX_CHARS - 1).trimEnd()}…`;
}

function byLanguage<T>(read: (language: ArticleLanguage) => T): Record<ArticleLanguage, T> {
  return Object.fromEntries(ARTICLE_LANGUAGES.map((language) => [language, read(language)])) as Record<
    ArticleLanguage,
    T
  >;
}

/** The article with this id, not deleted, whatever its status; undefined for anything not a uuid. */
export async function findArticle(db: Db, id: string): Promise<ArticleRecord | undefined> {
  if (!v.is(ID_SCHEMA, id)) return undefined;
  const [record] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
  return record;
}

export async function findAuthor(db: Db, ownerId: string) {
  const [author] = await db
    .select({
      profession: specialistProfiles.profession,
      professionTitle: specialistProfiles.professionTitle,
      photoFileId: specialistProfiles.photoFileId,
    })
    .from(specialistProfiles)
    .where(eq(specialistProfiles.userId, ownerId));
  return author;
}

export function toPublicArticle(record: ArticleRecord, author: ArticleAuthor): PublicArticle {
  const fields = record as unknown as ArticleFields;
  return {
    id: record.id,
    articleType: fields.articleType,
    category: fields.category,
    status: fields.status,
    publishedAt: record.publishedAt?.toISOString() ?? null,
    doctorName: record.doctorName,
    profession: author?.profession ?? null,
    professionTitle: author?.professionTitle ?? null,
    hasBanner: record.bannerFileId !== null,
    hasAuthorPhoto: Boolean(author?.photoFileId),
    titles: byLanguage((language) => fields[TITLE_FIELD[language]]),
    bodies: byLanguage((language) => {
      const document = fields[CONTENT_FIELD[language]];
      return document && documentText(document) !== '' ? renderArticleHtml(document) : null;
    }),
    summaries: byLanguage((language) => summaryOf(documentText(fields[CONTENT_FIELD[language]]))),
  };
}

/** A published article as anyone reads it; undefined for a draft, an archived or an unknown one. */
export async function publishedArticle(db: Db, id: string): Promise<PublicArticle | undefined> {
  const record = await findArticle(db, id);
  if (record?.status !== 'published') return undefined;
  return toPublicArticle(record, await findAuthor(db, record.ownerId));
}

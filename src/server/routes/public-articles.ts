/**
 * `/api/public/articles`: the reading page's data, without sign-in. A published article is anyone's to
 * read, with its banner and its author's photo; a draft or an archived one answers 404 to everyone
 * but its author (signed in), exactly like an id that does not exist.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { documentText } from '#core/articles/article-document';
import { ARTICLE_LANGUAGES, type ArticleLanguage } from '#core/articles/article-lists';
import { renderArticleHtml } from '#core/articles/article-sanitize';
import { type ArticleFields, CONTENT_FIELD, TITLE_FIELD } from '#core/articles/article-schema';
import type { PublicArticle } from '#core/articles/public-article';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { articles, specialistProfiles } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { serveImage } from '../files/serve-image.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { optionalUser } from '../onboarding/caller.ts';

const ID_SCHEMA = v.pipe(v.string(), v.uuid());
/** The description's length: what search results and link previews show. */
const SUMMARY_MAX_CHARS = 160;

type ArticleRecord = typeof articles.$inferSelect;

function summaryOf(text: string): string {
  return text.length <= SUMMARY_MAX_CHARS ? text : `${text.slice(0, SUMMARY_MAX_CHARS - 1).trimEnd()}…`;
}

function byLanguage<T>(read: (language: ArticleLanguage) => T): Record<ArticleLanguage, T> {
  return Object.fromEntries(ARTICLE_LANGUAGES.map((language) => [language, read(language)])) as Record<
    ArticleLanguage,
    T
  >;
}

export function publicArticleRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = deps;

  /** The article when this caller may read it: published, or their own. */
  async function readable(c: Context<AppEnv>): Promise<ArticleRecord | undefined> {
    const id = c.req.param('id');
    if (!v.is(ID_SCHEMA, id)) return undefined;
    const [record] = await db
      .select()
      .from(articles)
      .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
    if (!record) return undefined;
    if (record.status === 'published') return record;
    const user = await optionalUser(deps, c);
    return user?.id === record.ownerId ? record : undefined;
  }

  async function authorOf(ownerId: string) {
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

  /** An image of a readable article. */
  const image = (c: Context<AppEnv>, fileId: string | null | undefined) => serveImage(c, deps, fileId);

  routes.get('/:id', async (c) => {
    const record = await readable(c);
    if (!record) return fail(c, 404, ERROR_MESSAGES.notFound);
    const author = await authorOf(record.ownerId);
    const fields = record as unknown as ArticleFields;
    const bodies = byLanguage((language) => {
      const document = fields[CONTENT_FIELD[language]];
      return document && documentText(document) !== '' ? renderArticleHtml(document) : null;
    });
    const article: PublicArticle = {
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
      bodies,
      summaries: byLanguage((language) => summaryOf(documentText(fields[CONTENT_FIELD[language]]))),
    };
    return ok(c, article);
  });

  routes.get('/:id/banner', async (c) => {
    const record = await readable(c);
    return image(c, record?.bannerFileId);
  });

  routes.get('/:id/author-photo', async (c) => {
    const record = await readable(c);
    const author = record ? await authorOf(record.ownerId) : undefined;
    return image(c, author?.photoFileId);
  });

  return routes;
}

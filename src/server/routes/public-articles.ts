/**
 * `/api/public/articles`: the reading page's data, without sign-in. A published article is anyone's to
 * read, with its banner and its author's photo; a draft or an archived one answers 404 to everyone
 * but its author (signed in), exactly like an id that does not exist.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import {
  type ArticleRecord,
  findArticle,
  findAuthor,
  toPublicArticle,
} from '../articles/public-article-reader.ts';
import type { AppDeps } from '../deps.ts';
import { serveImage } from '../files/serve-image.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { optionalUser } from '../onboarding/caller.ts';

export function publicArticleRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = deps;

  /** The article when this caller may read it: published, or their own. */
  async function readable(c: Context<AppEnv>): Promise<ArticleRecord | undefined> {
    const record = await findArticle(db, c.req.param('id') ?? '');
    if (!record) return undefined;
    if (record.status === 'published') return record;
    const user = await optionalUser(deps, c);
    return user?.id === record.ownerId ? record : undefined;
  }

  /** An image of a readable article. */
  const image = (c: Context<AppEnv>, fileId: string | null | undefined) => serveImage(c, deps, fileId);

  routes.get('/:id', async (c) => {
    const record = await readable(c);
    if (!record) return fail(c, 404, ERROR_MESSAGES.notFound);
    const article = toPublicArticle(record, await findAuthor(db, record.ownerId));
    return ok(c, article);
  });

  routes.get('/:id/banner', async (c) => {
    const record = await readable(c);
    return image(c, record?.bannerFileId);
  });

  routes.get('/:id/author-photo', async (c) => {
    const record = await readable(c);
    const author = record ? await findAuthor(db, record.ownerId) : undefined;
    return image(c, author?.photoFileId);
  });

  return routes;
}

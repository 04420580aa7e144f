/**
 * Articles on the server (#core/articles). What only the server does, in the owner transaction: a
 * newly referred banner must be the specialist's own banner upload, and every body is rebuilt with
 * the editor's schema before it is stored (#core/articles/article-sanitize): an unknown node or mark
 * refuses the write, unknown attributes and unsafe links are dropped, so the rows hold only what the
 * public page may render.
 */
import type { ArticleDocument } from '#core/articles/article-document';
import { ARTICLE_ENTITY } from '#core/articles/article-entity';
import { ARTICLE_LANGUAGES } from '#core/articles/article-lists';
import { ARTICLE_MESSAGES as M } from '#core/articles/article-messages';
import { sanitizeArticleDocument } from '#core/articles/article-sanitize';
import { type ArticleFields, CONTENT_FIELD } from '#core/articles/article-schema';
import { ONBOARDING_MESSAGES } from '#core/onboarding/messages';
import { articles } from '../db/schema.ts';
import { ownsFile } from '../files/owned-file.ts';
import { defineServerEntity, type ServerEntity } from '../sync/entity-definition.ts';

export const articleEntity: ServerEntity = defineServerEntity<ArticleFields, typeof articles.$inferSelect>({
  synced: ARTICLE_ENTITY,
  table: articles,
  notFound: M.notFound,
  async complete(tx, write) {
    const { existing, fields } = write;
    const banner = fields.bannerFileId;
    if (
      banner !== null &&
      banner !== existing?.bannerFileId &&
      !(await ownsFile(tx, write.ownerId, banner, 'banner'))
    )
      return { ok: false, errors: { bannerFileId: write.i18n._(ONBOARDING_MESSAGES.fileUnknown) } };
    const stored: ArticleFields = { ...fields };
    for (const language of ARTICLE_LANGUAGES) {
      const field = CONTENT_FIELD[language];
      const document = fields[field];
      if (document === null) continue;
      const sanitized: ArticleDocument | undefined = sanitizeArticleDocument(document);
      if (!sanitized) return { ok: false, errors: { [field]: write.i18n._(M.contentInvalid) } };
      stored[field] = sanitized;
    }
    return { ok: true, fields: stored };
  },
});

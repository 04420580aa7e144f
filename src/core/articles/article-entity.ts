/**
 * Articles as a synced entity (`article.create`, `.update`, `.delete`, `.file` on `/api/articles`):
 * written offline like every row, the banner waiting in the outbox until it uploads.
 */
import { defineSyncedEntity } from '../sync/entity.ts';
import { articleFieldEntries, articleRuleIssue } from './article-schema.ts';
import { settleArticle } from './article-status.ts';

export const ARTICLES_PATH = '/api/articles';

export const ARTICLE_ENTITY = defineSyncedEntity({
  name: 'article',
  table: 'articles',
  path: ARTICLES_PATH,
  fieldEntries: articleFieldEntries,
  // The banner's rules are the profile banner's (#core/onboarding/files): JPEG, PNG or GIF ≤ 200 KB.
  fileFields: { bannerFileId: { kind: 'banner', holds: 'one' } },
  crossFieldIssue: articleRuleIssue,
  // Each status move is checked against the stored status: never merged while queued.
  stepFields: ['status'],
  settle: settleArticle,
});

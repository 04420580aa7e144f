/**
 * Version 11: a specialist's articles (#core/articles); tens or hundreds, read whole and filtered in
 * memory, newest change first.
 */
import { ARTICLE_ENTITY } from '#core/articles/article-entity';
import type { ArticleRow } from '#core/articles/article-schema';
import { defineSyncedTable } from '../local-table.ts';

export const ARTICLES_TABLE = defineSyncedTable<ArticleRow>()('articles', {
  entity: ARTICLE_ENTITY,
  history: [{ version: 11, stores: 'id, updatedAt' }],
});

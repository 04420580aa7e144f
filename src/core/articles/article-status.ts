/**
 * The articles' publication states: Draft → Published → Archived, and back to Draft. Published can
 * also go back to Draft (unpublish) and a Draft be archived; an Archived article goes through Draft
 * again before it is republished, so republishing is a deliberate second step. Each move into
 * Published records its date; the date stays afterwards (an archived article keeps when it was
 * published). Deterministic: settling a settled change again changes nothing.
 */
import type { SettleContext, Settlement } from '../sync/entity.ts';
import type { ArticleStatus } from './article-lists.ts';
import { ARTICLE_MESSAGES as M } from './article-messages.ts';
import type { ArticleFields } from './article-schema.ts';

const MOVES: Record<ArticleStatus, readonly ArticleStatus[]> = {
  draft: ['published', 'archived'],
  published: ['draft', 'archived'],
  archived: ['draft'],
};

export function canMoveArticle(from: ArticleStatus, to: ArticleStatus): boolean {
  return from === to || MOVES[from].includes(to);
}

/** The statuses a page offers from `from` (itself first). */
export function nextArticleStatuses(from: ArticleStatus): ArticleStatus[] {
  return [from, ...MOVES[from]];
}

export function settleArticle(
  existing: ArticleFields | undefined,
  proposed: ArticleFields,
  context: SettleContext,
): Settlement<ArticleFields> {
  const from = existing?.status ?? 'draft';
  if (!canMoveArticle(from, proposed.status))
    return { ok: false, error: { field: 'status', message: M.statusMove } };
  const becamePublished =
    proposed.status === 'published' && (existing === undefined || existing.status !== 'published');
  const publishedAt = becamePublished ? context.now : (existing?.publishedAt ?? null);
  return { ok: true, fields: { ...proposed, publishedAt } };
}

// An article's reference-list labels (type, category, status) in the interface language. Kept apart
// from the article's schema (article-title.ts has the title), so the public reading page does not load
// the validation code.
import { ARTICLE_CATEGORIES, ARTICLE_STATUSES, ARTICLE_TYPES } from '#core/articles/article-lists';
import { translate } from '../../i18n/translate.ts';

function labelOf(
  items: readonly { code: string; label: Parameters<typeof translate>[0] }[],
  code: string | null,
): string {
  const item = items.find((candidate) => candidate.code === code);
  return item ? translate(item.label) : '';
}

export const articleTypeLabel = (code: string) => labelOf(ARTICLE_TYPES, code);
export const articleCategoryLabel = (code: string | null) => labelOf(ARTICLE_CATEGORIES, code);
export const articleStatusLabel = (code: string) => labelOf(ARTICLE_STATUSES, code);

/** The status badge's colour, chosen for AA contrast on the light variant. */
export const STATUS_COLOR = { draft: 'gray', published: 'teal', archived: 'blue' } as const;

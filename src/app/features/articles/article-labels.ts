// How an article is named and described in the interface language: its title in that language when
// it has one (else the first language that has), and its reference-list labels.
import { i18n } from '@lingui/core';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_LANGUAGES,
  ARTICLE_STATUSES,
  ARTICLE_TYPES,
} from '#core/articles/article-lists';
import { type ArticleFields, TITLE_FIELD } from '#core/articles/article-schema';
import { parseLanguageCode } from '#core/languages';
import { translate } from '../../i18n/translate.ts';

/** The title readers of the interface language see first; '' when the article has none yet. */
export function displayTitle(fields: Pick<ArticleFields, 'titleEn' | 'titleFr' | 'titleAr'>): string {
  const own = parseLanguageCode(i18n.locale);
  const order = own ? [own, ...ARTICLE_LANGUAGES.filter((language) => language !== own)] : ARTICLE_LANGUAGES;
  for (const language of order) {
    if (language === 'EN' || language === 'FR' || language === 'AR') {
      const title = fields[TITLE_FIELD[language]].trim();
      if (title !== '') return title;
    }
  }
  return '';
}

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

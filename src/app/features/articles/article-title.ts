// How an article is named in the interface language: its title in that language when it has one, else
// in the first language that has.
import { i18n } from '@lingui/core';
import { ARTICLE_LANGUAGES } from '#core/articles/article-lists';
import { type ArticleFields, TITLE_FIELD } from '#core/articles/article-schema';
import { parseLanguageCode } from '#core/languages';

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

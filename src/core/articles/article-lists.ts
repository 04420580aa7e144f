/**
 * The articles' reference lists, which the spec leaves open: the kinds of writing a practice
 * publishes, the topics readers browse by (the problems a specialist treats, relationships among them,
 * plus Wellbeing, the theme most articles take that is not a problem) and the publication states. Codes are stable wire
 * values; labels are the catalogs' (EN/FR/AR).
 */

import type { LanguageCode } from '../languages.ts';
import { PROBLEMS } from '../onboarding/practice-lists.ts';
import { codesOf, type ReferenceItem } from '../onboarding/reference-item.ts';

export const ARTICLE_TYPES = [
  { code: 'article', label: /*i18n*/ { id: 'ref.articleType.article', message: 'Article' } },
  { code: 'guide', label: /*i18n*/ { id: 'ref.articleType.guide', message: 'Guide' } },
  { code: 'qa', label: /*i18n*/ { id: 'ref.articleType.qa', message: 'Questions & answers' } },
] as const satisfies readonly ReferenceItem[];
export type ArticleType = (typeof ARTICLE_TYPES)[number]['code'];
export const ARTICLE_TYPE_CODES = codesOf(ARTICLE_TYPES);

const WELLBEING = {
  code: 'wellbeing',
  label: /*i18n*/ { id: 'ref.articleCategory.wellbeing', message: 'Wellbeing' },
} as const satisfies ReferenceItem;

/** The problems treated (relationships included), without "Other", plus Wellbeing. */
export const ARTICLE_CATEGORIES = [
  ...PROBLEMS.filter(
    (problem): problem is Exclude<(typeof PROBLEMS)[number], { code: 'other' }> => problem.code !== 'other',
  ),
  WELLBEING,
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]['code'];
export const ARTICLE_CATEGORY_CODES = codesOf(ARTICLE_CATEGORIES);

/** Draft → Published → Archived, and back to Draft (./article-status.ts has the moves). */
export const ARTICLE_STATUSES = [
  { code: 'draft', label: /*i18n*/ { id: 'ref.articleStatus.draft', message: 'Draft' } },
  { code: 'published', label: /*i18n*/ { id: 'ref.articleStatus.published', message: 'Published' } },
  { code: 'archived', label: /*i18n*/ { id: 'ref.articleStatus.archived', message: 'Archived' } },
] as const satisfies readonly ReferenceItem[];
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]['code'];
export const ARTICLE_STATUS_CODES = codesOf(ARTICLE_STATUSES);

/** The languages an article is written in, in the order the editor shows them. */
export const ARTICLE_LANGUAGES = ['EN', 'FR', 'AR'] as const satisfies readonly LanguageCode[];
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];

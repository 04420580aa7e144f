/**
 * Articles as valibot schemas shared by the editor, the engine and the server. A draft may be
 * anything typed so far (it saves as typed); once it leaves Draft it needs its banner, its category
 * and at least one language complete — a title and a body with text. The body of each language is a
 * tiptap JSON document (./article-document.ts), never HTML.
 */
import * as v from 'valibot';
import { instantRule } from '../sessions/session-schema.ts';
import type { FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { articleDocumentRule, documentText } from './article-document.ts';
import {
  ARTICLE_CATEGORY_CODES,
  ARTICLE_LANGUAGES,
  ARTICLE_STATUS_CODES,
  ARTICLE_TYPE_CODES,
  type ArticleLanguage,
} from './article-lists.ts';
import { ARTICLE_MESSAGES as M } from './article-messages.ts';

export const ARTICLE_TITLE_MAX_CHARS = 200;
export const ARTICLE_DOCTOR_NAME_MAX_CHARS = 120;

export type ArticleFields = FieldsOf<typeof articleFieldEntries>;
export type ArticleRow = SyncedRow & ArticleFields;

/** The field names of one language's title and body. */
export const TITLE_FIELD = { EN: 'titleEn', FR: 'titleFr', AR: 'titleAr' } as const satisfies Record<
  ArticleLanguage,
  keyof ArticleFields
>;
export const CONTENT_FIELD = { EN: 'contentEn', FR: 'contentFr', AR: 'contentAr' } as const satisfies Record<
  ArticleLanguage,
  keyof ArticleFields
>;

const titleRule = v.pipe(
  v.string(M.titleRequired.id),
  v.trim(),
  v.maxLength(ARTICLE_TITLE_MAX_CHARS, M.titleTooLong.id),
);
const contentRule = v.nullable(articleDocumentRule(M.contentInvalid.id));

export const articleFieldEntries = {
  bannerFileId: v.nullable(v.pipe(v.string(M.bannerRequired.id), v.uuid(M.bannerRequired.id))),
  titleEn: titleRule,
  titleFr: titleRule,
  titleAr: titleRule,
  contentEn: contentRule,
  contentFr: contentRule,
  contentAr: contentRule,
  articleType: v.picklist(ARTICLE_TYPE_CODES, M.typeRequired.id),
  status: v.picklist(ARTICLE_STATUS_CODES, M.statusRequired.id),
  category: v.nullable(v.picklist(ARTICLE_CATEGORY_CODES, M.categoryRequired.id)),
  /** The author as readers see it; the specialist's name unless they choose another form of it. */
  doctorName: v.pipe(
    v.string(M.doctorNameRequired.id),
    v.trim(),
    v.nonEmpty(M.doctorNameRequired.id),
    v.maxLength(ARTICLE_DOCTOR_NAME_MAX_CHARS, M.doctorNameTooLong.id),
  ),
  /** When it last became Published; set by the status rules (./article-status.ts), never by a client. */
  publishedAt: v.nullable(instantRule()),
};

/** A language is complete when it has a title and a body with text: readers can be shown it. */
export function isLanguageComplete(
  fields: Pick<ArticleFields, 'titleEn' | 'titleFr' | 'titleAr' | 'contentEn' | 'contentFr' | 'contentAr'>,
  language: ArticleLanguage,
): boolean {
  return fields[TITLE_FIELD[language]].trim() !== '' && documentText(fields[CONTENT_FIELD[language]]) !== '';
}

export function completeLanguages(fields: ArticleFields): ArticleLanguage[] {
  return ARTICLE_LANGUAGES.filter((language) => isLanguageComplete(fields, language));
}

/**
 * What an article out of Draft must have, reported on the field to fix: the banner, the category,
 * then a complete language — on the body of a language with a title, else on the first title.
 */
export function articleRuleIssue(
  fields: ArticleFields,
): { field: keyof ArticleFields & string; message: string } | undefined {
  if (fields.status === 'draft') return undefined;
  if (fields.bannerFileId === null) return { field: 'bannerFileId', message: M.bannerRequired.id };
  if (fields.category === null) return { field: 'category', message: M.categoryRequired.id };
  if (completeLanguages(fields).length > 0) return undefined;
  const titled = ARTICLE_LANGUAGES.find((language) => fields[TITLE_FIELD[language]].trim() !== '');
  if (titled) return { field: CONTENT_FIELD[titled], message: M.contentRequired.id };
  const written = ARTICLE_LANGUAGES.find((language) => documentText(fields[CONTENT_FIELD[language]]) !== '');
  return { field: TITLE_FIELD[written ?? 'EN'], message: M.titleRequired.id };
}

/** A new article as the editor starts it: a draft of type Article signed with the author's name. */
export function newArticleFields(doctorName: string): ArticleFields {
  return {
    bannerFileId: null,
    titleEn: '',
    titleFr: '',
    titleAr: '',
    contentEn: null,
    contentFr: null,
    contentAr: null,
    articleType: 'article',
    status: 'draft',
    category: null,
    doctorName,
    publishedAt: null,
  };
}

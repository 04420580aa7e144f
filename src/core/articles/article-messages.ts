/**
 * The articles' field rules as descriptors the editor and the server both translate. The spec names
 * the required fields (banner image, category, article title, article content, article type and
 * status) without their wording; these are ours. Limits written in the wording are article-schema.ts's.
 */
import { defineMessages } from '../messages.ts';

export const ARTICLE_MESSAGES = defineMessages({
  bannerRequired: /*i18n*/ { id: 'article.banner.required', message: 'Please add a banner image' },
  categoryRequired: /*i18n*/ { id: 'article.category.required', message: 'Please select a category' },
  titleRequired: /*i18n*/ {
    id: 'article.title.required',
    message: 'Please enter the article title in at least one language',
  },
  titleTooLong: /*i18n*/ { id: 'article.title.tooLong', message: 'The title can be at most 200 characters' },
  contentRequired: /*i18n*/ {
    id: 'article.content.required',
    message: 'Please write the article content in at least one language',
  },
  contentInvalid: /*i18n*/ {
    id: 'article.content.invalid',
    message: 'The article content could not be read; please copy it again into the editor',
  },
  typeRequired: /*i18n*/ { id: 'article.type.required', message: 'Please select the article type' },
  statusRequired: /*i18n*/ { id: 'article.status.required', message: 'Please select the article status' },
  statusMove: /*i18n*/ {
    id: 'article.status.move',
    message: 'An archived article goes back to Draft before it is published again',
  },
  doctorNameRequired: /*i18n*/ {
    id: 'article.doctorName.required',
    message: 'Please enter the name shown as the author',
  },
  doctorNameTooLong: /*i18n*/ {
    id: 'article.doctorName.tooLong',
    message: 'The author name can be at most 120 characters',
  },
  notFound: /*i18n*/ { id: 'article.notFound', message: 'Article not found' },
});

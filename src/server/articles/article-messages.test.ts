import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES, ARTICLE_STATUSES, ARTICLE_TYPES } from '#core/articles/article-lists';
import { ARTICLE_MESSAGES } from '#core/articles/article-messages';
import { loadI18n, translateId } from '../i18n.ts';
import { createLogger } from '../log.ts';

// The spec names the articles' required fields without their wording: ours must exist in the three
// languages, the French and Arabic written for their readers (not the English left in place).
const DESCRIPTORS = [
  ...Object.values(ARTICLE_MESSAGES),
  ...[...ARTICLE_TYPES, ...ARTICLE_CATEGORIES, ...ARTICLE_STATUSES].map((item) => item.label),
];
// Words that read the same in French and English.
const SAME_IN_FRENCH = new Set(['Article', 'Guide']);

describe('the articles messages and reference labels', () => {
  it.each(DESCRIPTORS.map((descriptor) => [descriptor.id, descriptor.message] as const))(
    '%s is written in English, French and Arabic',
    async (id, english) => {
      const registry = await loadI18n(createLogger('silent'));
      expect(translateId(registry.forLanguage('EN'), id)).toBe(english);
      const french = translateId(registry.forLanguage('FR'), id);
      const arabic = translateId(registry.forLanguage('AR'), id);
      expect(french).toBeTruthy();
      if (!SAME_IN_FRENCH.has(english)) expect(french).not.toBe(english);
      expect(arabic).toMatch(/[\u0600-\u06FF]/);
    },
  );
});

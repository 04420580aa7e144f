import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { articleDocumentRule } from './article-document.ts';
import { unsafeAttributesIn, unsafeMarkupIn } from './article-safety-check.ts';
import { renderArticleHtml, sanitizeArticleDocument } from './article-sanitize.ts';
import { CLEANED_ARTICLE_BODIES, REFUSED_ARTICLE_BODIES } from './hostile-article-bodies.ts';
import { articleBody } from './sample-article.ts';

describe('the articles sanitizer', () => {
  it.each(CLEANED_ARTICLE_BODIES)('stores $label cleaned and renders nothing that runs', ({ body }) => {
    const sanitized = sanitizeArticleDocument(body);
    expect(sanitized).toBeDefined();
    expect(unsafeMarkupIn(renderArticleHtml(sanitized ?? body))).toEqual([]);
    // The stored document itself keeps no attribute outside the schema's legal values.
    expect(unsafeAttributesIn(sanitized)).toEqual([]);
  });

  it.each(REFUSED_ARTICLE_BODIES)('refuses $label', ({ body }) => {
    const shapeOk = v.is(articleDocumentRule('invalid'), body);
    expect(shapeOk ? sanitizeArticleDocument(body as never) : undefined).toBeUndefined();
  });

  it('keeps what a writer wrote: headings, marks, lists, quotes, links and each block direction', () => {
    const written = {
      type: 'doc' as const,
      content: [
        { type: 'heading', attrs: { level: 3, dir: 'rtl' }, content: [{ type: 'text', text: 'عنوان' }] },
        {
          type: 'paragraph',
          attrs: { dir: 'ltr' },
          content: [
            { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' and ' },
            {
              type: 'text',
              text: 'a link',
              marks: [{ type: 'link', attrs: { href: 'https://who.int/x?a=1&b=2' } }],
            },
          ],
        },
        {
          type: 'blockquote',
          attrs: { dir: 'auto' },
          content: [articleBody(['Quoted']).content?.[0] ?? { type: 'paragraph' }],
        },
        {
          type: 'orderedList',
          attrs: { start: 3, dir: 'auto' },
          content: [
            {
              type: 'listItem',
              attrs: { dir: 'auto' },
              content: [articleBody(['third']).content?.[0] ?? { type: 'paragraph' }],
            },
          ],
        },
      ],
    };
    const html = renderArticleHtml(sanitizeArticleDocument(written) ?? written);
    expect(html).toContain('<h3 dir="rtl">عنوان</h3>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('href="https://who.int/x?a=1&amp;b=2"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toMatch(/<blockquote dir="auto"><p dir="auto">Quoted<\/p><\/blockquote>/);
    expect(html).toContain('<ol dir="auto" start="3">');
  });

  it('escapes text and removes control characters a paste may carry', () => {
    const sanitized = sanitizeArticleDocument(articleBody(['a\u0000b\u0007c <b>&', '\u0001']));
    const html = renderArticleHtml(sanitized ?? articleBody([]));
    expect(html).toContain('abc &lt;b&gt;&amp;');
    // The paragraph left empty by the cleaning stays, empty.
    expect(sanitized?.content).toHaveLength(2);
  });
});

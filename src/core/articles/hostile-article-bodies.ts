/**
 * The classic XSS payloads as article bodies, for the tests of every layer (the sanitizer's unit
 * test, the API, the fuzz, the reading page in Chromium). Each payload, if it ever ran, would set
 * `window.__xss`; none may. The first list is made of nodes and marks the editor knows, carrying
 * hostile text, attributes and links: the server stores them cleaned. The second holds what the
 * editor's schema does not know: the server refuses the write.
 */
import type { ArticleDocument, ArticleNode } from './article-document.ts';

const RUN = 'window.__xss=1';

const doc = (...content: ArticleNode[]): ArticleDocument => ({ type: 'doc', content });
const paragraph = (text: string, attrs?: Record<string, unknown>): ArticleNode => ({
  type: 'paragraph',
  ...(attrs ? { attrs } : {}),
  content: [{ type: 'text', text }],
});
const linked = (href: string, extra: Record<string, unknown> = {}): ArticleDocument =>
  doc({
    type: 'paragraph',
    content: [{ type: 'text', text: 'Read more', marks: [{ type: 'link', attrs: { href, ...extra } }] }],
  });

export const CLEANED_ARTICLE_BODIES: readonly { label: string; body: ArticleDocument }[] = [
  { label: 'a script tag as text', body: doc(paragraph(`<script>${RUN}</script>`)) },
  { label: 'an image with onerror as text', body: doc(paragraph(`<img src=x onerror="${RUN}">`)) },
  { label: 'an SVG with onload as text', body: doc(paragraph(`<svg onload="${RUN}"></svg>`)) },
  { label: 'a style tag as text', body: doc(paragraph('<style>body{display:none}</style>')) },
  { label: 'an iframe as text', body: doc(paragraph(`<iframe src="javascript:${RUN}"></iframe>`)) },
  { label: 'malformed markup as text', body: doc(paragraph(`<<p>"'><a href=javascript:${RUN}>x</a`)) },
  { label: 'a javascript: link', body: linked(`javascript:${RUN}`) },
  { label: 'a javascript: link in mixed case with a tab', body: linked(`\tJaVaScRiPt:${RUN}`) },
  { label: 'a data: link', body: linked(`data:text/html,<script>${RUN}</script>`) },
  { label: 'a vbscript: link', body: linked('vbscript:msgbox(1)') },
  {
    label: 'a link with hostile title and class',
    body: linked('https://example.org', {
      title: `"><script>${RUN}</script>`,
      class: 'x" onclick="',
      onclick: RUN,
    }),
  },
  {
    label: 'event handlers and style on a paragraph',
    body: doc(
      paragraph('Hello', { onclick: RUN, style: `background:url(javascript:${RUN})`, dir: '"><script>' }),
    ),
  },
  {
    label: 'a heading level that is markup',
    body: doc({
      type: 'heading',
      attrs: { level: `1 onmouseover="${RUN}"`, dir: 'rtl' },
      content: [{ type: 'text', text: 'Title' }],
    }),
  },
  {
    label: 'an ordered list start that is markup',
    body: doc({
      type: 'orderedList',
      attrs: { start: `"><script>${RUN}</script>`, type: '"><b>' },
      content: [{ type: 'listItem', content: [paragraph('one')] }],
    }),
  },
  {
    label: 'mixed-direction text with override characters',
    body: doc(
      paragraph('\u202Egpj.exe\u202C مرحبا \u2067<script>\u2069 hello'),
      paragraph('עברית English عربي'),
    ),
  },
];

export const REFUSED_ARTICLE_BODIES: readonly { label: string; body: unknown }[] = [
  { label: 'an iframe node', body: doc({ type: 'iframe', attrs: { src: `javascript:${RUN}` } }) },
  { label: 'a script node', body: doc({ type: 'script', content: [{ type: 'text', text: RUN }] }) },
  { label: 'an image node', body: doc({ type: 'image', attrs: { src: 'x', onerror: RUN } }) },
  {
    label: 'an unknown mark',
    body: doc({ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'style' }] }] }),
  },
  { label: 'raw HTML instead of a document', body: `<p onclick="${RUN}">Hello</p>` },
  { label: 'text directly in the document', body: doc({ type: 'text', text: 'loose' }) },
];

/** Every hostile body, for the fuzz: the cleaned ones are stored, the others refused. */
export const HOSTILE_ARTICLE_BODIES: readonly unknown[] = [
  ...CLEANED_ARTICLE_BODIES.map((entry) => entry.body),
  ...REFUSED_ARTICLE_BODIES.map((entry) => entry.body),
];

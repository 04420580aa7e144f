/**
 * What the tests of every layer check a rendered or stored article body for: anything that could
 * run or load in a reader's browser. Text is escaped by the renderer, so a literal `<` starts a real
 * tag; the stored document is checked attribute by attribute.
 */
import type { ArticleNode } from './article-document.ts';

const ALLOWED_TAGS = /^(p|h[234]|strong|em|ul|ol|li|blockquote|a|br)$/;
const ALLOWED_ATTRIBUTES = new Set([
  'dir',
  'level',
  'start',
  'type',
  'href',
  'target',
  'rel',
  'class',
  'title',
]);
const SAFE_HREF = /^(https?:|mailto:)/;

/** The problems of rendered HTML: tags outside the schema's, event handlers, styles, unsafe links. */
export function unsafeMarkupIn(html: string): string[] {
  const problems: string[] = [];
  for (const [tag, name = '', attributes = ''] of html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)) {
    if (!ALLOWED_TAGS.test(name.toLowerCase())) problems.push(`tag ${tag}`);
    if (/\s(on[a-z]+|style|src|srcset|class)\s*=/i.test(attributes)) problems.push(`attribute in ${tag}`);
    for (const [, href = ''] of attributes.matchAll(/href="([^"]*)"/gi))
      if (!SAFE_HREF.test(href)) problems.push(`link ${href}`);
  }
  return problems;
}

function attributesOf(node: ArticleNode | undefined): Record<string, unknown>[] {
  if (!node) return [];
  return [
    ...(node.attrs ? [node.attrs] : []),
    ...(node.marks ?? []).flatMap((mark) => (mark.attrs ? [mark.attrs] : [])),
    ...(node.content ?? []).flatMap(attributesOf),
  ];
}

/** The problems of a stored document: attributes outside the schema's or with illegal values. */
export function unsafeAttributesIn(document: ArticleNode | null | undefined): string[] {
  const problems: string[] = [];
  for (const attrs of attributesOf(document ?? undefined)) {
    const text = JSON.stringify(attrs);
    if (!Object.keys(attrs).every((key) => ALLOWED_ATTRIBUTES.has(key))) problems.push(`keys ${text}`);
    if ('dir' in attrs && !['ltr', 'rtl', 'auto'].includes(attrs.dir as string)) problems.push(`dir ${text}`);
    if ('href' in attrs && !SAFE_HREF.test(String(attrs.href))) problems.push(`href ${text}`);
    if ('class' in attrs && attrs.class !== null) problems.push(`class ${text}`);
  }
  return problems;
}

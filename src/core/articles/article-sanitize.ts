/**
 * What makes an article body safe to publish: the document is rebuilt with the editor's own schema
 * (./article-extensions.ts), which refuses unknown nodes and marks and drops unknown attributes; the
 * attributes it keeps are reduced to their legal values and links to http(s) and mailto targets. The
 * HTML readers get is rendered from that document by tiptap's static renderer (no DOM; text and
 * attributes escaped), never taken from a browser. Pure, so the server, the tests and the editor's
 * preview share it.
 */
import { getSchema } from '@tiptap/core';
import { Node as DocumentNode } from '@tiptap/pm/model';
import { renderToHTMLString } from '@tiptap/static-renderer/pm/html-string';
import { withoutUnsafeCharacters } from '../validation/plain-text.ts';
import type { ArticleDocument, ArticleMark, ArticleNode } from './article-document.ts';
import { ARTICLE_HEADING_LEVELS, articleExtensions, isAllowedArticleLink } from './article-extensions.ts';

const EXTENSIONS = articleExtensions('auto');
const SCHEMA = getSchema(EXTENSIONS);
const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);
const ORDERED_LIST_START_MAX = 10_000;

/** The document as the editor's schema accepts it, or undefined when it holds anything else. */
export function sanitizeArticleDocument(input: ArticleDocument): ArticleDocument | undefined {
  try {
    const node = DocumentNode.fromJSON(SCHEMA, withCleanText(input));
    node.check();
    return withLegalAttributes(node.toJSON() as ArticleNode) as ArticleDocument;
  } catch {
    return undefined;
  }
}

/** The readers' HTML of a sanitized document. */
export function renderArticleHtml(document: ArticleDocument): string {
  return renderToHTMLString({ content: DocumentNode.fromJSON(SCHEMA, document), extensions: EXTENSIONS });
}

function withCleanText(node: ArticleNode): ArticleNode {
  const clean: ArticleNode = { ...node };
  if (typeof node.text === 'string') clean.text = withoutUnsafeCharacters(node.text);
  if (Array.isArray(node.content)) {
    clean.content = node.content
      .map(withCleanText)
      // ProseMirror refuses empty text nodes; one may be what the cleaning left.
      .filter((child) => child.type !== 'text' || (typeof child.text === 'string' && child.text !== ''));
  }
  return clean;
}

function withLegalAttributes(node: ArticleNode): ArticleNode {
  const legal: ArticleNode = { ...node };
  if (node.attrs) legal.attrs = legalNodeAttributes(node.type, node.attrs);
  if (node.marks) {
    const marks = node.marks.flatMap((mark) => legalMark(mark) ?? []);
    if (marks.length > 0) legal.marks = marks;
    else delete legal.marks;
  }
  if (node.content) legal.content = node.content.map(withLegalAttributes);
  return legal;
}

function legalNodeAttributes(type: string, attrs: Record<string, unknown>): Record<string, unknown> {
  const legal: Record<string, unknown> = { ...attrs };
  if ('dir' in attrs) legal.dir = DIRECTIONS.has(attrs.dir as string) ? attrs.dir : 'auto';
  if (type === 'heading') {
    legal.level = (ARTICLE_HEADING_LEVELS as readonly unknown[]).includes(attrs.level)
      ? attrs.level
      : ARTICLE_HEADING_LEVELS[0];
  }
  if (type === 'orderedList') {
    const start = attrs.start;
    legal.start =
      Number.isInteger(start) && (start as number) >= 1 && (start as number) <= ORDERED_LIST_START_MAX
        ? start
        : 1;
    legal.type = null;
  }
  return legal;
}

/** Links keep only a followable target; every other mark has no attributes of its own. */
function legalMark(mark: ArticleMark): ArticleMark | undefined {
  if (mark.type !== 'link') return { type: mark.type };
  const href = mark.attrs?.href;
  if (!isAllowedArticleLink(href)) return undefined;
  const title = mark.attrs?.title;
  return {
    type: 'link',
    attrs: {
      href,
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
      class: null,
      title: typeof title === 'string' && title.length <= 300 ? title : null,
    },
  };
}

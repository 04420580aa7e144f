/**
 * An article body as the editor sends it: tiptap's JSON document, never HTML. This module checks only
 * its shape and size (it is part of every page's sync code, so it does not load the editor's schema);
 * the server rebuilds each document with the editor's own schema before storing it
 * (./article-sanitize.ts), which is what makes it safe to show to the public.
 */
import * as v from 'valibot';

export type ArticleMark = { type: string; attrs?: Record<string, unknown> };
export type ArticleNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: ArticleNode[];
  text?: string;
  marks?: ArticleMark[];
};
/** The root node: `{ type: 'doc', content: [...] }`. */
export type ArticleDocument = ArticleNode & { type: 'doc' };

/**
 * JSON characters of one language's body: a 5,000-word Arabic article with headings, lists and links
 * takes about 90,000, so this leaves room for long guides while bounding what one row may weigh.
 */
export const ARTICLE_DOCUMENT_MAX_CHARS = 400_000;
/** Lists in quotes in lists…: deeper than this is not writing, it is an attack on the renderer. */
export const ARTICLE_DOCUMENT_MAX_DEPTH = 24;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMark(value: unknown): boolean {
  return (
    isPlainObject(value) &&
    typeof value.type === 'string' &&
    (value.attrs === undefined || isPlainObject(value.attrs))
  );
}

function isNode(value: unknown, depth: number): boolean {
  if (depth > ARTICLE_DOCUMENT_MAX_DEPTH || !isPlainObject(value) || typeof value.type !== 'string')
    return false;
  if (value.attrs !== undefined && !isPlainObject(value.attrs)) return false;
  if (value.text !== undefined && typeof value.text !== 'string') return false;
  if (value.marks !== undefined && !(Array.isArray(value.marks) && value.marks.every(isMark))) return false;
  if (value.content === undefined) return true;
  return Array.isArray(value.content) && value.content.every((child) => isNode(child, depth + 1));
}

/** A document of the right shape and size; `message` (a message id) otherwise. */
export function articleDocumentRule(message: string) {
  return v.custom<ArticleDocument>(
    (value) =>
      isPlainObject(value) &&
      value.type === 'doc' &&
      isNode(value, 0) &&
      JSON.stringify(value).length <= ARTICLE_DOCUMENT_MAX_CHARS,
    message,
  );
}

/** The document's text, blocks separated by spaces: for search, completeness and descriptions. */
export function documentText(document: ArticleNode | null | undefined): string {
  if (!document) return '';
  const parts: string[] = [];
  const visit = (node: ArticleNode) => {
    if (typeof node.text === 'string') parts.push(node.text);
    for (const child of node.content ?? []) visit(child);
    if (node.type !== 'text') parts.push(' ');
  };
  visit(document);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Words as a reader counts them, for the list's "N words" and the reading time. */
export function wordCount(document: ArticleNode | null | undefined): number {
  const text = documentText(document);
  return text === '' ? 0 : text.split(' ').length;
}

/** An empty body, as the editor starts. */
export const EMPTY_ARTICLE_DOCUMENT: ArticleDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

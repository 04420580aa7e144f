/**
 * The articles' document schema, one list of tiptap extensions for the editor (browser), the
 * server's rebuild of what it receives and the renderer of the public page: what one accepts the
 * others can show, and nothing else. Headings, bold, italic, lists, quotes and links; no code, no
 * images in the body, no raw HTML. Imported only by the lazy editor chunk and the server.
 */
import { type Extensions, extensions } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

/** The body's heading levels: the article's title is the page's only h1. */
export const ARTICLE_HEADING_LEVELS = [2, 3, 4] as const;

/** Link targets a reader may follow: never `javascript:`, `data:` or a relative path. */
export const ARTICLE_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

export function isAllowedArticleLink(href: unknown): href is string {
  if (typeof href !== 'string' || href.length > 2_000) return false;
  try {
    return (ARTICLE_LINK_PROTOCOLS as readonly string[]).includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

/**
 * `direction`: the editor's text direction: 'rtl' for Arabic, 'ltr' for English and French; the
 * server and the renderer take 'auto' and keep each block's stored `dir`.
 */
export function articleExtensions(direction: 'ltr' | 'rtl' | 'auto' = 'auto'): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: false,
      heading: { levels: [...ARTICLE_HEADING_LEVELS] },
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: [],
      isAllowedUri: (url) => isAllowedArticleLink(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
    extensions.TextDirection.configure({ direction }),
  ];
}

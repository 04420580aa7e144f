/**
 * `/read/{id}` drawn by the server: a published article's reading page in the visitor's language, its
 * markup from the build's renderer (dist/.ssr, scripts/vite-prerender.ts, the same components the
 * browser hydrates) and its data beside it in a JSON block (#core/articles/preloaded-article). Drawn in
 * the browser, the article — the page's largest paint — waited for the JavaScript and then a request.
 * A draft, an unknown id or a build without the renderer gets the shell, which asks as the author.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { type PreloadedArticle, preloadedArticleElement } from '#core/articles/preloaded-article';
import {
  type PublicArticle,
  publicArticleBannerPath,
  readerLanguage,
  shownParts,
} from '#core/articles/public-article';
import { formatCalendarDay } from '#core/calendar-day';
import { escapeHtml } from '#core/escape-html';
import { type LanguageCode, toLocale } from '#core/languages';
import { APP_MARKUP_OUTLET, readPageTemplateFile } from '#core/prerendered-pages';
import { publishedArticle } from '../articles/public-article-reader.ts';
import type { AppDeps } from '../deps.ts';
import { errorFields } from '../log.ts';
import type { AppEnv } from './app-env.ts';
import { drawnPageResponse, rendererLoader } from './page-renderer.ts';

const READ_PATH = /^\/read\/([^/]+)\/?$/;

/** The article id a path reads, e.g. `/read/<uuid>`; undefined for any other path. */
export function readPageArticleId(requestPath: string): string | undefined {
  return READ_PATH.exec(requestPath)?.[1];
}

/** Accept-Language's tags in its order (`fr-CA,fr;q=0.9` → fr-CA, fr), as `navigator.languages` has them. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
}

/**
 * The title and description the page sets once hydrated (ReadArticlePage's usePageHead), already in the
 * HTML, and the Open Graph tags a shared link is previewed with (title, description, banner, address):
 * a link pasted in a message shows the article, not a bare address.
 */
function withHead(html: string, article: PublicArticle, wanted: LanguageCode, publicUrl: string): string {
  const { titleLanguage, description } = shownParts(article, wanted);
  const title = article.titles[titleLanguage];
  const openGraph = [
    ['og:type', 'article'],
    ['og:site_name', 'MindOffice'],
    ['og:url', `${publicUrl}/read/${article.id}`],
    ...(title ? [['og:title', title]] : []),
    ...(description ? [['og:description', description]] : []),
    ...(article.hasBanner ? [['og:image', `${publicUrl}${publicArticleBannerPath(article.id)}`]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content ?? '')}">`)
    .join('\n    ');
  let result = html.replace('</head>', () => `  ${openGraph}\n  </head>`);
  if (title)
    result = result.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)} · MindOffice</title>`);
  if (description)
    result = result.replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(description)}"`,
    );
  return result;
}

/**
 * Answers the reading page of article `id` (readPageArticleId) drawn, or undefined to let the shell
 * answer. `language` is the interface's (`?lang=`, then the stored choice); the article's own comes
 * from `?lang=`, then the browser's languages, as the page picks it.
 */
export function readPageRenderer(
  deps: Pick<AppDeps, 'db' | 'log' | 'distDir'> & { publicUrl: () => string },
) {
  const loadRenderer = rendererLoader(deps.distDir, deps.log);
  return async (c: Context<AppEnv>, id: string, language: LanguageCode): Promise<Response | undefined> => {
    const renderer = await loadRenderer();
    if (!renderer) return undefined;
    const article = await publishedArticle(deps.db, id);
    if (!article) return undefined;
    const wanted = readerLanguage(c.req.query('lang'), acceptedLanguages(c.req.header('Accept-Language')));
    const preloaded: PreloadedArticle = {
      article,
      readerLanguage: wanted,
      ...(article.publishedAt
        ? { publishedOn: formatCalendarDay(article.publishedAt, toLocale(language)) }
        : {}),
    };
    let html: string;
    try {
      const template = readFileSync(path.join(deps.distDir, readPageTemplateFile(language)), 'utf8');
      const page = await renderer.renderPage(`/read/${id}`, language, { article: preloaded });
      html = withHead(template, article, wanted, deps.publicUrl())
        .replace(APP_MARKUP_OUTLET, () => page.markup)
        .replace('</body>', () => `  ${preloadedArticleElement(preloaded)}\n  </body>`);
    } catch (error) {
      // The shell still shows the article: a reader gets it, drawn by the browser, rather than an error.
      deps.log.warn('reading page render failed', { ...errorFields(error), path: c.req.path });
      return undefined;
    }
    return drawnPageResponse(c, html);
  };
}

export type ReadPageRenderer = ReturnType<typeof readPageRenderer>;

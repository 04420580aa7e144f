/**
 * Serves the built app (Vite's `dist/`): hashed `/assets/*` cached for a year, the shell files that
 * must update promptly (index.html, sw.js, manifest) never cached, and the SPA fallback to index.html.
 * Text files go out as the build's brotli or gzip copy when the client accepts one (`Vary` always set);
 * a path that names a file (it has an extension) and is not in the build is a 404, and source maps are
 * never served, so only extension-less deep links fall back to the app. A public page (`/`, `/sign-up`…)
 * is answered with the build's prerendered HTML in the visitor's language (`?lang=`, else the choice the
 * app stored in the LANGUAGE_COOKIE, else English) so it paints before any script runs; a reading page
 * (`/read/{id}`) is drawn per request with its article (read-page.ts). A dot directory of the build
 * (`.ssr`, that page's renderer) is never served.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { type LanguageCode, resolveLanguage } from '#core/languages';
import { LANGUAGE_COOKIE, prerenderedFile, prerenderedPageFor } from '#core/prerendered-pages';
import type { AppEnv } from './app-env.ts';
import { type BookPageRenderer, bookPageSpecialistId } from './book-page.ts';
import { type ReadPageRenderer, readPageArticleId } from './read-page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
// Other files (icons, fonts, robots.txt) have stable names but may change between releases.
const SHORT = 'public, max-age=3600';
const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

export const APP_NOT_BUILT_TEXT =
  'The app is not built yet: run `npm run build`, then reload. The API is available under /api.';

/** By request path: serveStatic builds its response before onFound runs, so headers are set after. */
function cacheControlFor(requestPath: string): string {
  const relative = requestPath.replace(/^\/+/, '');
  if (relative === '' || relative.endsWith('/')) return NO_CACHE;
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (NO_CACHE_FILES.has(relative)) return NO_CACHE;
  return SHORT;
}

function isFile(filePath: string): boolean {
  try {
    return statSync(filePath).isFile();
  } catch {
    return false;
  }
}

function isServerPath(requestPath: string): boolean {
  return (
    requestPath === '/api' ||
    requestPath.startsWith('/api/') ||
    requestPath === '/ws' ||
    requestPath === '/ws/'
  );
}

// The last segment has a dot: `/robots.txt`, `/.env`, `/assets/x.js.map` — a file, never a client route.
const FILE_LIKE_PATH = /\/[^/]*\.[^/]*$/;
const SOURCE_MAP = /\.map$/i;
// `/.ssr/render-page.mjs`, `/.git/…`: the build's own files, never the app's.
const DOT_SEGMENT = /\/\./;

function withCacheControl(response: Response, value: string): Response {
  response.headers.set('Cache-Control', value);
  // serveStatic adds Vary only when it picked a compressed copy; a cache must know the plain answer
  // depends on Accept-Encoding too.
  const type = response.headers.get('Content-Type') ?? '';
  const vary = response.headers.get('Vary') ?? '';
  if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !/accept-encoding/i.test(vary))
    response.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return response;
}

type StaticHandler = ReturnType<typeof serveStatic<AppEnv>>;

/** The spec's order for the first paint: `?lang=`, then the stored choice (mirrored in a cookie), then EN. */
function pageLanguage(c: Context<AppEnv>): LanguageCode {
  return resolveLanguage(c.req.query('lang'), getCookie(c, LANGUAGE_COOKIE));
}

/** Registers the app's GET routes; call after every /api and /ws route. */
export function mountStatic(
  app: Hono<AppEnv>,
  distDir: string,
  readPage?: ReadPageRenderer,
  bookPage?: BookPageRenderer,
): void {
  const indexFile = path.join(distDir, 'index.html');
  // Created on first use, once the build exists: serveStatic complains on stderr about a missing root.
  let handlers: { files: StaticHandler; index: StaticHandler; page: StaticHandler } | undefined;
  const none = async () => undefined;

  app.get('*', async (c, next) => {
    if (isServerPath(c.req.path)) return next();
    // Checked per request so building the app while the server runs needs no restart.
    if (!isFile(indexFile)) return c.text(APP_NOT_BUILT_TEXT, 503);
    if (SOURCE_MAP.test(c.req.path) || DOT_SEGMENT.test(c.req.path)) return c.text('Not found', 404);
    handlers ??= {
      files: serveStatic<AppEnv>({ root: distDir, precompressed: true }),
      index: serveStatic<AppEnv>({ root: distDir, path: 'index.html', precompressed: true }),
      page: serveStatic<AppEnv>({
        root: distDir,
        precompressed: true,
        rewriteRequestPath: (requestPath, c) => {
          const name = prerenderedPageFor(requestPath);
          return name ? prerenderedFile(name, pageLanguage(c)) : 'index.html';
        },
      }),
    };
    if (prerenderedPageFor(c.req.path)) {
      // Absent when the build skipped prerendering: the shell below still works.
      const page = await handlers.page(c, none);
      if (page) {
        page.headers.append('Vary', 'Cookie');
        return withCacheControl(page, NO_CACHE);
      }
    }
    const articleId = readPage && readPageArticleId(c.req.path);
    const reading = articleId && (await readPage(c, articleId, pageLanguage(c)));
    if (reading) return reading;
    const specialistId = bookPage && bookPageSpecialistId(c.req.path);
    const booking = specialistId && (await bookPage(c, specialistId, pageLanguage(c)));
    if (booking) return booking;
    const file = await handlers.files(c, none);
    if (file) return withCacheControl(file, cacheControlFor(c.req.path));
    if (FILE_LIKE_PATH.test(c.req.path)) return c.text('Not found', 404);
    const index = await handlers.index(c, none);
    return index ? withCacheControl(index, NO_CACHE) : c.text('Not found', 404);
  });
}

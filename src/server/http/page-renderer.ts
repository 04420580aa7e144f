/**
 * The build's request-time renderer (dist/.ssr/render-page.mjs, src/app/prerender/render-page.tsx), shared
 * by the pages the server draws with their data — a reading page (read-page.ts), a booking page
 * (book-page.ts) — and the answer such a page is sent in.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { PreloadedArticle } from '#core/articles/preloaded-article';
import type { PublicBookingPage } from '#core/booking/booking-api';
import type { LanguageCode } from '#core/languages';
import { SERVER_RENDER_ENTRY } from '#core/prerendered-pages';
import type { AppDeps } from '../deps.ts';
import { errorFields } from '../log.ts';
import type { AppEnv } from './app-env.ts';
import { encodeBody, pickEncoding } from './compress-json.ts';

// The shape of render-page.tsx's export (a built file, not imported as source).
export type Renderer = {
  renderPage: (
    path: string,
    language: LanguageCode,
    data: { article?: PreloadedArticle; booking?: PublicBookingPage },
  ) => Promise<{ markup: string; lang: string; dir: string }>;
};

type Loaded = { builtAt: number; renderer: Promise<Renderer | undefined> };
/** One per build directory: the module is imported once, whichever page asks first. */
const loadedByDir = new Map<string, Loaded>();

/**
 * Loads the build's renderer once. Its chunks import it back by its plain URL, so it cannot be loaded
 * again under a cache-busting query; a build written after it was loaded gets the shell (drawn by the
 * browser) until the server restarts, rather than markup from an older build.
 */
export function rendererLoader(distDir: string, log: AppDeps['log']): () => Promise<Renderer | undefined> {
  const entry = path.join(distDir, SERVER_RENDER_ENTRY);
  return async () => {
    let builtAt: number;
    try {
      builtAt = statSync(entry).mtimeMs;
    } catch {
      return undefined;
    }
    // A renderer that cannot load (a build copied half-way, chunks of two builds) gives the shell, as a
    // failed render does, rather than an error page; tried once per process, like a good one.
    let loaded = loadedByDir.get(entry);
    if (!loaded) {
      loaded = {
        builtAt,
        renderer: (import(pathToFileURL(entry).href) as Promise<Renderer>).catch((error: unknown) => {
          log.warn('page renderer failed to load', { ...errorFields(error), entry });
          return undefined;
        }),
      };
      loadedByDir.set(entry, loaded);
    }
    return loaded.builtAt === builtAt ? loaded.renderer : undefined;
  };
}

/** A drawn page's answer: compressed as asked, never cached stale, varying with the language's sources. */
export async function drawnPageResponse(c: Context<AppEnv>, html: string): Promise<Response> {
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  const body = await encodeBody(Buffer.from(html), encoding);
  const headers = new Headers({
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-cache',
    // The language comes from ?lang=, the stored choice's cookie and the browser's languages.
    Vary: 'Accept-Encoding, Accept-Language, Cookie',
  });
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(c.req.method === 'HEAD' ? null : body, { headers });
}

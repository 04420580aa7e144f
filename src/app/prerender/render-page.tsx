// The build's server entry: renders a public page in one language to HTML with React 19's static
// prerender, on the same components the browser then hydrates (start.tsx). Runs in Node, never shipped:
// at build time for the fixed public pages, and in the server for a reading page (http/read-page.ts)
// with the article it shows and a booking page (http/book-page.ts) with its specialist's hours.
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import type { PreloadedArticle } from '#core/articles/preloaded-article';
import type { PublicBookingPage } from '#core/booking/booking-api';
import { isRightToLeft, type LanguageCode, toLocale } from '#core/languages';
import { App } from '../App.tsx';
import { PreloadedArticleContext } from '../features/articles/reading/preloaded-article-context.ts';
import { PreloadedBookingContext } from '../features/booking/preloaded-booking-context.ts';
import { activateLanguage } from '../i18n/language.ts';
import { routeTree } from '../routeTree.gen.ts';

/** `routeIds`: the routes the page matched (the build adds their stylesheets to the page's head). */
export type PrerenderedPage = { markup: string; lang: string; dir: 'ltr' | 'rtl'; routeIds: string[] };

// Node 20 has no navigator; the connectivity banner reads navigator.onLine while rendering.
if (typeof globalThis.navigator === 'undefined')
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });

/**
 * Renders one page at a time: the active catalog is the process's, so two renders in different
 * languages must not interleave (a server answers several readers at once).
 */
let previous: Promise<unknown> = Promise.resolve();

/** The data a page drawn at request time shows: a reading page's article, a booking page. */
export type PreloadedData = { article?: PreloadedArticle; booking?: PublicBookingPage };

export function renderPage(
  path: string,
  language: LanguageCode,
  data: PreloadedData = {},
): Promise<PrerenderedPage> {
  const next = previous.then(() => renderNow(path, language, data));
  previous = next.catch(() => undefined);
  return next;
}

async function renderNow(
  path: string,
  language: LanguageCode,
  data: PreloadedData,
): Promise<PrerenderedPage> {
  await activateLanguage(language);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
    // On the server, scroll restoration writes an inline script, which the CSP forbids.
    scrollRestoration: false,
  });
  await router.load();
  const page = (
    <PreloadedArticleContext.Provider value={data.article}>
      <PreloadedBookingContext.Provider value={data.booking}>
        <App router={router} />
      </PreloadedBookingContext.Provider>
    </PreloadedArticleContext.Provider>
  );
  const { prelude } = await prerender(page, {
    // Never outline a large Suspense boundary: React would complete it with an inline script, which the
    // CSP blocks, leaving the boundary's server HTML in place beside the client's copy.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error;
    },
  });
  return {
    markup: await new Response(prelude).text(),
    lang: toLocale(language),
    dir: isRightToLeft(language) ? 'rtl' : 'ltr',
    routeIds: router.state.matches.map((match) => match.routeId),
  };
}

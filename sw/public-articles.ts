// Public articles read once stay readable offline: the reading page's data and images are kept in a
// small cache of their own. Only anonymous answers are kept — an author's view of a draft (sent with
// a token) never is — and the cache is wiped at sign-out with every other cache but the app shell.
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { PUBLIC_ARTICLES_PATH } from '#core/articles/public-article';

export const PUBLIC_ARTICLES_CACHE = 'mindoffice-public-articles';
const MAX_ENTRIES = 60;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const anonymousOnly = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    response.status === 200 && !request.headers.has('authorization') ? response : null,
};
// Workbox's own class declares optional callbacks as `| undefined`, which exactOptionalPropertyTypes
// refuses against its WorkboxPlugin type: the object is the plugin Workbox documents.
const expiration = () =>
  new ExpirationPlugin({
    maxEntries: MAX_ENTRIES,
    maxAgeSeconds: MAX_AGE_SECONDS,
  }) as unknown as WorkboxPlugin;

const isPublicArticle = (url: URL) => url.pathname.startsWith(`${PUBLIC_ARTICLES_PATH}/`);
const isImage = (url: URL) => /\/(banner|author-photo)$/.test(url.pathname);

export function registerPublicArticleRoutes(): void {
  // The text: the network first (a published change shows at once), the kept copy offline.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isPublicArticle(url) && !isImage(url),
    new NetworkFirst({
      cacheName: PUBLIC_ARTICLES_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [anonymousOnly, expiration()],
    }),
  );
  // The images change under a new file id only rarely: shown from the cache, refreshed behind.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isPublicArticle(url) && isImage(url),
    new StaleWhileRevalidate({
      cacheName: `${PUBLIC_ARTICLES_CACHE}-images`,
      plugins: [anonymousOnly, expiration()],
    }),
  );
}

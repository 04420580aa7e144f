// The build's hashed files (/assets/…) are answered by the browser straight from the precache, without
// running this worker's JavaScript for each (the Service Worker Static Routing API, Chromium 123+). An
// office page loads about 160 of them, and the worker answered them one after another: on an offline
// reload of /patients they reached the page over ~450 ms, most of the time to its first row. A file not
// in the cache goes to the network, as the precache route would have sent it. Browsers without the API
// keep the fetch handler's precache route.
import { cacheNames } from 'workbox-core';

/** URLPattern path of the files the build names by content hash: a URL never changes what it answers. */
export const HASHED_ASSETS_PATTERN = '/assets/*';

type RouterRule = {
  condition: { urlPattern: string; requestMethod?: string };
  source: { cacheName: string };
};
type RoutingInstallEvent = ExtendableEvent & {
  addRoutes: (rules: RouterRule | RouterRule[]) => Promise<void>;
};

function canAddRoutes(event: ExtendableEvent): event is RoutingInstallEvent {
  return 'addRoutes' in event && typeof event.addRoutes === 'function';
}

export function registerStaticRoutes(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('install', (event) => {
    if (!canAddRoutes(event)) return;
    event.waitUntil(
      event.addRoutes({
        condition: { urlPattern: HASHED_ASSETS_PATTERN, requestMethod: 'GET' },
        source: { cacheName: cacheNames.precache },
      }),
    );
  });
}

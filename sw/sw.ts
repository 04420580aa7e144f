// The service worker: precaches the app (the office first: precache-in-turns.ts), serves deep links offline, replays the outbox on `sync`,
// shows Web Push notifications and opens their page on a click (push.ts). Chromium serves the hashed
// build files from the precache without it (static-routes.ts).
// Invariant: it caches the build's precache list and the public articles a reader opened
// (public-articles.ts) — every other /api call and /ws always go to the network untouched.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { replayOutbox } from '#local/sync/replayer';
import { OUTBOX_REPLAY_SYNC_TAG, onOutboxSync } from './background-sync.ts';
import { isSkipWaitingMessage } from './messages.ts';
import { NAVIGATION_DENYLIST } from './navigation-denylist.ts';
import { precacheInTurns } from './precache-in-turns.ts';
import type { TieredEntry } from './precache-tiers.ts';
import { registerPublicArticleRoutes } from './public-articles.ts';
import { registerPush } from './push.ts';
import { shellNavigationHandler } from './screen-snapshots.ts';
import { registerStaticRoutes } from './static-routes.ts';

declare const self: ServiceWorkerGlobalScope & {
  // Replaced at build time by vite-plugin-pwa (injectManifest) with the list from its globPatterns.
  readonly __WB_MANIFEST: Array<TieredEntry | string>;
};

registerStaticRoutes(self);
const precache = precacheInTurns(self, self.__WB_MANIFEST);
// Removes precaches written by older Workbox versions; same-version revisions are swapped by precaching.
cleanupOutdatedCaches();

// Every in-app URL (/dashboard, /patients/…) is a client route: answer it with the precached shell so a
// deep link opens offline (/read/<id> too), with the page's last screen drawn in when there is one.
registerRoute(
  new NavigationRoute(shellNavigationHandler(self.location.origin, precache), {
    denylist: [...NAVIGATION_DENYLIST],
  }),
);
registerPublicArticleRoutes();

// Prompt flow: a new worker waits until the user presses Reload in UpdatePrompt, which sends SKIP_WAITING.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) event.waitUntil(self.skipWaiting());
});

// Claims on activate, and activate only follows the user's SKIP_WAITING (or every tab being closed), so a
// page is never switched to new code behind the user's back. On the very first install it makes the open
// page controlled at once, so its lazy route chunks already come from the precache in that first session.
clientsClaim();

self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_REPLAY_SYNC_TAG) return;
  event.waitUntil(onOutboxSync(self.clients, () => replayOutbox()));
});

registerPush(self);

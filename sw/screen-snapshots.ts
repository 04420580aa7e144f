// Answers a navigation with the app shell, drawn with the last screen of that page when the device has
// one (#core/screen-snapshot): the page paints its rows before any script has run, and the app replaces
// the picture with its own render (main.tsx). Without a snapshot, or with one of another build, the plain
// shell is answered, as createHandlerBoundToURL('index.html') did.

import type { RouteHandlerCallback } from 'workbox-core';
import type { PrecacheController } from 'workbox-precaching';
import { shellWithSnapshot } from '#core/screen-snapshot';
import { readScreenSnapshot } from '#local/screen-snapshots';

const SHELL = 'index.html';

export function shellNavigationHandler(origin: string, precache: PrecacheController): RouteHandlerCallback {
  const plainShell = precache.createHandlerBoundToURL(SHELL);
  return async (options) => {
    try {
      const snapshot = await readScreenSnapshot(origin, options.url.pathname);
      const shell = snapshot ? await precache.matchPrecache(SHELL) : undefined;
      const html = snapshot && shell ? shellWithSnapshot(await shell.text(), snapshot) : undefined;
      if (html) {
        return new Response(html, {
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        });
      }
    } catch {
      // A snapshot that cannot be read is no reason not to open the app.
    }
    return plainShell(options);
  };
}

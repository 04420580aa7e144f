// vite-plugin-pwa setup: builds sw/sw.ts (injectManifest), writes the web manifest, lists the precache.
// Invariant: everything the app needs to start offline in EN, FR and AR is precached (the office first,
// sw/precache-in-turns.ts); /api never is.

import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

const THEME_COLOR = '#0f766e';
// Route chunks plus Mantine and the Lingui catalogs stay well under this; it exists so one large chunk
// fails the build loudly (vite-plugin-pwa throws past the limit) instead of silently going uncached.
const MAX_PRECACHE_FILE_BYTES = 5 * 1024 * 1024;

/** `tierOfEntries`: precache-plan.ts's transform, giving each file its turn (precache-in-turns.ts). */
export function pwaPlugin(tierOfEntries: ManifestTransform) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    // The page decides when to reload (UpdatePrompt), so a new worker waits instead of taking over.
    registerType: 'prompt',
    // We register with workbox-window from src/app/pwa; the plugin's register script is inline,
    // which the CSP forbids.
    injectRegister: false,
    devOptions: { enabled: false },
    // Icons are matched by globPatterns below; listing them twice would only duplicate entries.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'MindOffice — practice for psychologists and coaches',
      short_name: 'MindOffice',
      description:
        'A virtual office for psychologists and coaches: patients, sessions, calendar, chats and earnings — online or offline.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      lang: 'en',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // index.html is the shell every deep link falls back to; js covers the entry, every route chunk
      // (autoCodeSplitting) and the compiled catalogs of all three languages (dynamic imports); woff2 covers
      // public/fonts and any font Vite hashes into assets/.
      // manifest.webmanifest is added by the plugin itself with its own revision.
      globPatterns: ['index.html', '**/*.{js,css}', '**/*.woff2', 'icons/*.{png,svg}'],
      // Source maps are for debugging only; keep the default node_modules ignore as well.
      globIgnores: ['**/node_modules/**/*', '**/*.map'],
      maximumFileSizeToCacheInBytes: MAX_PRECACHE_FILE_BYTES,
      manifestTransforms: [tierOfEntries],
      // The worker's own map: written but not referenced from sw.js (the server never serves *.map).
      sourcemap: 'hidden',
    },
  });
}

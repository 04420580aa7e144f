import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStableIdPlugin } from './scripts/vite-mantine-use-id.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';
import {
  PRERENDERED_MAIN_ENTRY,
  prerenderPlugin,
  START_AFTER_PAINT_ENTRY,
} from './scripts/vite-prerender.ts';
import { precachePlan } from './sw/precache-plan.ts';
import { pwaPlugin } from './sw/pwa-plugin.config.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;

// Order matters: the router plugin generates routeTree.gen.ts and splits route chunks before React's
// transform; the Lingui macro Babel pass runs after react() (plugin-react 6 has no babel option).
// The client build and the build's prerender of the public pages share these.
function appPlugins() {
  return [
    mantineStableIdPlugin(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  ];
}

const precache = precachePlan();

export default defineConfig({
  plugins: [
    ...appPlugins(),
    // Reads the bundle's graph for the worker's precache turns (sw/precache-plan.ts).
    precache.plugin,
    pwaPlugin(precache.transform),
    // After the service worker is written; prerendered pages before they are compressed.
    prerenderPlugin(appPlugins),
    precompressPlugin(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
  build: {
    target: 'es2022',
    // Maps are written for debugging a build locally, never referenced by the files nor served (static.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // Automatic splitting left an office page ~120 files, most a few hundred bytes (one per Mantine
      // component or helper shared by a different set of routes), and each one is a read from the
      // worker's cache on an offline start. Common chunks under 4 KB are copied into the chunks that
      // use them instead; Rolldown's runtime registry keeps one state and one execution per module
      // across the copies. /patients' start: 118 → 46 files, offline first row ~600 → ~500 ms. At
      // 16 KB the office gained more (26 files) but the public pages' blocking time grew (larger
      // chunks to evaluate at once), so 4 KB. Rolldown requires both settings below; styles stay files.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The start's code in three files, not one per set of importers. The prerendered pages' entry
          // imports the router, the app, the theme and React DOM dynamically (one per task), which split
          // the shell's static graph into ~25 files; grouped, the shell reads 5 from the worker's cache
          // (offline first row on /patients ~530 → ~455 ms). Rolldown still evaluates each module only
          // when it is first imported, so the prerendered pages' start stays in turns.
          // `first-paint`: start-after-paint.ts's imports, kept out of `start` so that the page fetches
          // nothing more before it paints (the prerender plugin fails the build otherwise).
          groups: [
            {
              name: 'first-paint',
              priority: 3,
              test: /[\\/]src[\\/](local[\\/]language-store|app[\\/]ui[\\/](yield-to-main|first-interaction))\.ts$/,
            },
            {
              name: 'react',
              priority: 2,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: 'start',
              priority: 1,
              test: /[\\/]src[\\/]app[\\/](start\.tsx|router\.ts|App\.tsx|ui[\\/]theme\.ts)$/,
            },
          ],
          experimentalInlineCommonChunks: {
            maxSize: 4 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
      input: {
        index: 'index.html',
        // The prerendered public pages name these two only (scripts/vite-prerender.ts): the script that
        // waits for the first paint, and the same app as index.html's with its start imported in turns.
        [START_AFTER_PAINT_ENTRY]: 'src/app/prerender/start-after-paint.ts',
        [PRERENDERED_MAIN_ENTRY]: 'src/app/prerender/prerendered-main.tsx',
      },
    },
  },
});

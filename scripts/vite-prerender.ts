// Prerenders the public pages in each language at build time: a second, server-side Vite build of
// src/app/prerender/render-page.tsx, then one HTML file per page and language under dist/prerendered/,
// made from the built index.html. The server answers a public URL with it; main.tsx hydrates it.
// Invariant: dist/index.html stays the empty shell the service worker hands to every navigation.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import { LANGUAGE_CODES } from '../src/core/languages.ts';
import { PRERENDERED_DIR, PRERENDERED_PAGES, prerenderedFile } from '../src/core/prerendered-pages.ts';

const SERVER_ENTRY = 'src/app/prerender/render-page.tsx';
// The shape of SERVER_ENTRY's export (not imported: the tooling project does not compile the app's TSX).
type RenderPage = (
  path: string,
  language: (typeof LANGUAGE_CODES)[number],
) => Promise<{ markup: string; lang: string; dir: string }>;
// Arabic headings and text are the largest paint: their faces are fetched with the HTML, not after CSS.
const ARABIC_FONT_PRELOADS = ['400', '700']
  .map(
    (weight) =>
      `<link rel="preload" href="/fonts/noto-sans-arabic-arabic-${weight}-normal.woff2" as="font" type="font/woff2" crossorigin>`,
  )
  .join('\n    ');

function fillTemplate(template: string, page: { markup: string; lang: string; dir: string }): string {
  const html = template
    .replace(
      /<html[^>]*>/,
      `<html lang="${page.lang}" dir="${page.dir}" data-mantine-color-scheme="light" data-prerendered="${page.lang}">`,
    )
    .replace('<div id="root"></div>', `<div id="root">${page.markup}</div>`);
  return page.lang === 'ar' ? html.replace('</title>', `</title>\n    ${ARABIC_FONT_PRELOADS}`) : html;
}

/** `appPlugins` builds the plugins the server build shares with the client build (router, React, Lingui). */
export function prerenderPlugin(appPlugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mindoffice:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        // One per output directory: two builds side by side (dist/, .tmp/dist-…) must not share it.
        const serverDir = path.resolve(
          config.root,
          'node_modules/.tmp/prerender',
          createHash('sha256').update(outDir).digest('hex').slice(0, 12),
        );
        rmSync(serverDir, { recursive: true, force: true });
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: appPlugins(),
          // Bundled whole: several dependencies (dayjs locales) cannot be imported by Node's ESM as written.
          ssr: { noExternal: true },
          build: {
            ssr: SERVER_ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
          },
        });
        const module: { renderPage: RenderPage } = await import(
          pathToFileURL(path.join(serverDir, 'render-page.mjs')).href
        );
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        rmSync(path.join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
        for (const language of LANGUAGE_CODES) {
          for (const page of PRERENDERED_PAGES) {
            const rendered = await module.renderPage(page.path, language);
            const file = path.join(outDir, prerenderedFile(page.name, language));
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, fillTemplate(template, rendered));
          }
        }
      },
    },
  };
}

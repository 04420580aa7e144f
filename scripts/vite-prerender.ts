// Prerenders the public pages in each language at build time: a second, server-side Vite build of
// src/app/prerender/render-page.tsx, then one HTML file per page and language under dist/prerendered/,
// made from the built index.html. The server answers a public URL with it; main.tsx hydrates it.
// The server build stays in dist/.ssr/ with a reading-page and a booking-page template per language: the
// server draws `/read/{id}` with its article and `/book/{id}` with its hours at request time
// (src/server/http/read-page.ts, book-page.ts).
// Invariant: dist/index.html stays the empty shell the service worker hands to every navigation.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import { LANGUAGE_CODES } from '../src/core/languages.ts';
import {
  APP_MARKUP_OUTLET,
  bookPageTemplateFile,
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  prerenderedFile,
  readPageTemplateFile,
  SERVER_RENDER_DIR,
  SERVER_RENDER_ENTRY,
} from '../src/core/prerendered-pages.ts';

const SERVER_ENTRY = 'src/app/prerender/render-page.tsx';
// Any article id: the template is drawn from the reading route's loading state, for its route's styles.
const TEMPLATE_READ_PATH = '/read/00000000-0000-4000-8000-000000000000';
// Any specialist id, likewise for the booking page (`/book/{id}`, src/server/http/book-page.ts).
const TEMPLATE_BOOK_PATH = '/book/00000000-0000-4000-8000-000000000000';
// The shape of SERVER_ENTRY's export (not imported: the tooling project does not compile the app's TSX).
type RenderPage = (
  path: string,
  language: (typeof LANGUAGE_CODES)[number],
) => Promise<{ markup: string; lang: string; dir: string; routeIds: string[] }>;
// What the client build says of each chunk (Vite's viteMetadata.importedCss, its static imports, and
// the source modules it holds).
type ChunkCss = { imports: string[]; css: string[]; modules: string[] };
// Arabic headings and text are the largest paint: their faces are fetched with the HTML, not after CSS.
const ARABIC_FONT_PRELOADS = ['400', '700']
  .map(
    (weight) =>
      `<link rel="preload" href="/fonts/noto-sans-arabic-arabic-${weight}-normal.woff2" as="font" type="font/woff2" crossorigin>`,
  )
  .join('\n    ');

/** The client build's entry that starts the app after the first paint (vite.config.ts names it). */
export const START_AFTER_PAINT_ENTRY = 'start-after-paint';
/** The client build's entry of the prerendered pages' app, which evaluates its code in turns. */
export const PRERENDERED_MAIN_ENTRY = 'prerendered-main';

/**
 * The prerendered page names only the start-after-paint script, which fetches the prerendered pages'
 * entry (`main`) and the start's files once the HTML has painted; the shell keeps Vite's tags, its own
 * entry loading at once. The shell's entry imports the same start statically, so its modulepreload list
 * is the start's files; what `main` alone imports is added with the route's scripts (withRoutePreloads).
 */
function startAfterPaint(template: string, startScript: string, main: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no module entry script');
  const preloads: string[] = [];
  const withoutPreloads = template.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g,
    (_link, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  return withoutPreloads.replace(
    entry[0],
    `<script type="module" crossorigin src="/${startScript}" data-entry="/${main}" data-modulepreload="${preloads.join(' ')}"></script>\n    `,
  );
}

/** The route file of a route id: `/sign-in/{-$id}` is src/app/routes/sign-in.{-$id}.tsx. */
function routeFile(root: string, routeId: string): string {
  return path.join(
    root,
    'src/app/routes',
    `${routeId === '/' ? 'index' : routeId.slice(1).replaceAll('/', '.')}.tsx`,
  );
}

/**
 * What the page's route chunks need, the page's own route included: each chunk with its static imports,
 * and their stylesheets.
 * - The stylesheets, linked from the HTML, style the prerendered markup before the first paint; left
 *   to the router's load they arrived with the JavaScript and restyled and laid out the whole page
 *   again (a long task on /sign-up).
 * - The scripts join start-after-paint's modulepreload list, which inserts its links a few per task;
 *   left to Vite's preload helper, the router's load of the route inserted them all in one task
 *   (~125 ms on /sign-in with the CPU slowed 4x), and only once the entry had run.
 */
function routeAssets(
  chunks: Map<string, ChunkCss>,
  facades: Map<string, string[]>,
  files: string[],
): { stylesheets: string[]; scripts: string[] } {
  const scripts = staticImportClosure(
    chunks,
    files.flatMap((file) => facades.get(file) ?? []),
  );
  const css = new Set(scripts.flatMap((fileName) => chunks.get(fileName)?.css ?? []));
  return { stylesheets: [...css], scripts };
}

/** The chunks `fileNames` name, with every chunk they import statically, however deep. */
function staticImportClosure(chunks: Map<string, ChunkCss>, fileNames: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName) || !chunks.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const fileName of fileNames) visit(fileName);
  return [...seen];
}

/**
 * Fails the build when start-after-paint, the only script a page runs before its first paint, imports
 * the app's start: a shared module moved into vite.config.ts's `start` group (anything the app imports
 * too) would make the page fetch that whole file before painting. Add such a module to `first-paint`.
 */
function assertStartsAfterPaint(chunks: Map<string, ChunkCss>, startScript: string) {
  for (const fileName of staticImportClosure(chunks, [startScript])) {
    const start = chunks.get(fileName)?.modules.find((id) => id.endsWith('/src/app/start.tsx'));
    if (start)
      throw new Error(
        `${START_AFTER_PAINT_ENTRY} imports ${fileName}, the app's start: list its shared imports in vite.config.ts's first-paint group`,
      );
  }
}

/** Adds the scripts the entry's own list (and the entry itself) lacks to start-after-paint's list. */
function withRoutePreloads(html: string, scripts: readonly string[]): string {
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  return html.replace(/data-modulepreload="([^"]*)"/, (_attribute, listed: string) => {
    const hrefs = listed.split(' ').filter(Boolean);
    for (const href of scripts.map((file) => `/${file}`))
      if (href !== entry && !hrefs.includes(href)) hrefs.push(href);
    return `data-modulepreload="${hrefs.join(' ')}"`;
  });
}

function withStylesheets(html: string, stylesheets: readonly string[]): string {
  const links = stylesheets
    .filter((file) => !html.includes(`href="/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return links.length === 0 ? html : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

// The first frame waits until the parser has read the whole page (a render-blocking `expect` link, Chromium
// 124+; others ignore it). Without it the parser yielded midway through /sign-up's form: a first layout of
// the part read so far, then a second full style and layout after the first paint (~250 ms on a
// phone-speed CPU, blocking). Read at once, the page is laid out once, before it paints.
const PARSED_MARKER = '<template id="prerendered-end"></template>';
const RENDER_AFTER_PARSE = '<link rel="expect" href="#prerendered-end" blocking="render" />';

function fillTemplate(template: string, page: { markup: string; lang: string; dir: string }): string {
  const html = template
    .replace(
      /<html[^>]*>/,
      // data-settling: no CSS transitions until the first interaction (prerendered-settling.css).
      `<html lang="${page.lang}" dir="${page.dir}" data-mantine-color-scheme="light" data-prerendered="${page.lang}" data-settling>`,
    )
    .replace('</title>', `</title>\n    ${RENDER_AFTER_PARSE}`)
    .replace('<div id="root"></div>', `<div id="root">${page.markup}</div>${PARSED_MARKER}`);
  return page.lang === 'ar' ? html.replace('</title>', `</title>\n    ${ARABIC_FONT_PRELOADS}`) : html;
}

/** `appPlugins` builds the plugins the server build shares with the client build (router, React, Lingui). */
export function prerenderPlugin(appPlugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  let startScript: string | undefined;
  let prerenderedMain: string | undefined;
  const chunks = new Map<string, ChunkCss>();
  // A route module's chunks by its file (autoCodeSplitting adds `?tsr-split=…` to the module id).
  const facades = new Map<string, string[]>();
  return {
    name: 'mindoffice:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        if (file.isEntry && file.name === START_AFTER_PAINT_ENTRY) startScript = file.fileName;
        if (file.isEntry && file.name === PRERENDERED_MAIN_ENTRY) prerenderedMain = file.fileName;
        chunks.set(file.fileName, {
          imports: file.imports,
          modules: file.moduleIds,
          css: [...(file.viteMetadata?.importedCss ?? [])],
        });
        const facade = file.facadeModuleId?.split('?')[0];
        if (facade) facades.set(facade, [...(facades.get(facade) ?? []), file.fileName]);
      }
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const serverDir = path.join(outDir, SERVER_RENDER_DIR);
        rmSync(serverDir, { recursive: true, force: true });
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          // public/ is the client build's; the server needs none of it.
          publicDir: false,
          plugins: appPlugins(),
          // Bundled whole: several dependencies (dayjs locales) cannot be imported by Node's ESM as written.
          ssr: { noExternal: true },
          build: {
            ssr: SERVER_ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            rollupOptions: { output: { entryFileNames: path.basename(SERVER_RENDER_ENTRY) } },
          },
        });
        const module: { renderPage: RenderPage } = await import(
          pathToFileURL(path.join(outDir, SERVER_RENDER_ENTRY)).href
        );
        if (!startScript) throw new Error(`the client build has no '${START_AFTER_PAINT_ENTRY}' entry`);
        if (!prerenderedMain) throw new Error(`the client build has no '${PRERENDERED_MAIN_ENTRY}' entry`);
        assertStartsAfterPaint(chunks, startScript);
        const template = withRoutePreloads(
          startAfterPaint(
            readFileSync(path.join(outDir, 'index.html'), 'utf8'),
            startScript,
            prerenderedMain,
          ),
          staticImportClosure(chunks, [prerenderedMain]),
        );
        rmSync(path.join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
        const pageHtml = (rendered: Awaited<ReturnType<RenderPage>>) => {
          const assets = routeAssets(
            chunks,
            facades,
            rendered.routeIds.map((routeId) => routeFile(config.root, routeId)),
          );
          const html = withStylesheets(fillTemplate(template, rendered), assets.stylesheets);
          return withRoutePreloads(html, assets.scripts);
        };
        for (const language of LANGUAGE_CODES) {
          for (const page of PRERENDERED_PAGES) {
            const file = path.join(outDir, prerenderedFile(page.name, language));
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, pageHtml(await module.renderPage(page.path, language)));
          }
          for (const [templatePath, file] of [
            [TEMPLATE_READ_PATH, readPageTemplateFile(language)],
            [TEMPLATE_BOOK_PATH, bookPageTemplateFile(language)],
          ] as const) {
            const drawn = await module.renderPage(templatePath, language);
            writeFileSync(path.join(outDir, file), pageHtml({ ...drawn, markup: APP_MARKUP_OUTLET }));
          }
        }
      },
    },
  };
}

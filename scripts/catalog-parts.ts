/**
 * Splits each compiled catalog into the parts the browser loads, so a page downloads the messages it can
 * show and not the whole app's (~52 KB; the landing page reads a few dozen of them):
 * - the start part: what the entry can show without entering a route (the root layout, error pages,
 *   banners and toasts), loaded with the language;
 * - one part per route: what its route file can show, following its imports but not into other route
 *   files, less the start part and its layouts' parts. The root route loads the parts of every matched
 *   route before they render.
 * A message only the server declares (the e-mails) is in no part: the server translates what it sends.
 *
 * Reachability follows the real imports, static and dynamic, as the bundler resolves them (Rolldown,
 * which Vite runs), and a message belongs where the `#:` origins of its `.po` entry are. The server keeps
 * reading the whole catalog (locales/<locale>/messages.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { rolldown } from 'rolldown';

export const ROOT = resolve(import.meta.dirname, '..');
const ENTRY = 'src/app/main.tsx';
const ROUTES_DIR = 'src/app/routes';
const ROOT_ROUTE = `${ROUTES_DIR}/__root.tsx`;
const isRouteFile = (path: string) => path.startsWith(`${ROUTES_DIR}/`) && path !== ROOT_ROUTE;

/** Project files (relative, `/`-separated) and the project files each imports, statically or not. */
export type ModuleGraph = Map<string, string[]>;

/**
 * The import graph of the browser's code from `entry`, as Rolldown (the bundler Vite runs) resolves and
 * parses it in one pass; packages, styles and assets are left out.
 */
export async function moduleGraph(entry: string): Promise<ModuleGraph> {
  const graph: ModuleGraph = new Map();
  const projectPath = (id: string) => relative(ROOT, id).split('\\').join('/');
  const isSource = (id: string) => /\.(ts|tsx)$/.test(id);
  const bundle = await rolldown({
    input: resolve(ROOT, entry),
    cwd: ROOT,
    logLevel: 'silent',
    // Packages are not ours to follow: none of the catalog's messages come from them.
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('#'),
    plugins: [
      {
        name: 'catalog-parts-graph',
        async resolveId(source, importer, options) {
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          // Styles, fonts and images hold no messages, nor do the generated catalog files (which do not
          // exist yet on a fresh clone: this is what generates them).
          if (!resolved) return { id: source, external: true };
          if (!resolved.external && !isSource(resolved.id.split('?')[0] ?? ''))
            return { id: source, external: true };
          return resolved;
        },
        buildEnd() {
          for (const id of this.getModuleIds()) {
            const info = this.getModuleInfo(id);
            if (!info || !isSource(id)) continue;
            const imported = [...info.importedIds, ...info.dynamicallyImportedIds].filter(isSource);
            graph.set(projectPath(id), imported.map(projectPath));
          }
        },
      },
    ],
  });
  // The module graph is complete once output is generated (in memory; nothing is written).
  await bundle.generate({ format: 'esm' });
  await bundle.close();
  return graph;
}

/** The files reachable from `from` in `graph`, never entering one `stopAt` accepts (`from` excepted). */
export function reachable(graph: ModuleGraph, from: string, stopAt: (path: string) => boolean): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const next of graph.get(file) ?? []) {
      if (seen.has(next) || stopAt(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** A route file's id, as its `createFileRoute('…')` names it (the id the router's matches carry). */
export function routeIdOf(source: string): string | undefined {
  return /createFileRoute\(\s*'([^']+)'\s*\)/.exec(source)?.[1];
}

/** Every route file but the root, with its route id. */
export function routeFiles(): { path: string; routeId: string }[] {
  const found: { path: string; routeId: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (isRouteFile(path) && /\.tsx?$/.test(path)) {
        const routeId = routeIdOf(readFileSync(join(ROOT, path), 'utf8'));
        if (!routeId) throw new Error(`${path} has no createFileRoute('…') to read its route id from`);
        found.push({ path, routeId });
      }
    }
  };
  walk(ROUTES_DIR);
  return found.sort((a, b) => a.routeId.localeCompare(b.routeId));
}

/** A route's part file name: `/_office/session-packages/$id_/package/$packageId` → `_office.session-packages.id_.package.packageId`. */
export function partFileName(routeId: string): string {
  if (routeId === '/') return 'index-route';
  return routeId
    .replace(/^\//, '')
    .replace(/\/$/, '.index')
    .replaceAll('/', '.')
    .replace(/[^\w.-]/g, '');
}

export type PoEntry = { key: string; origins: string[] };

/** The entries of a `.po` catalog: the compiled catalog's key of each, and the files it comes from. */
export function poEntries(poText: string): PoEntry[] {
  return poText
    .split(/\n\n+/)
    .filter((block) => /^msgid "[^"]/m.test(block))
    .map((block) => {
      const msgid = JSON.parse(block.match(/^msgid (".*")$/m)?.[1] ?? '""') as string;
      const context = block.match(/^msgctxt (".*")$/m)?.[1];
      const key = /js-lingui-explicit-id/.test(block)
        ? msgid
        : generateMessageId(msgid, context ? (JSON.parse(context) as string) : undefined);
      const origins = [...block.matchAll(/^#: (.+)$/gm)]
        .flatMap((match) => (match[1] ?? '').split(' '))
        .map((origin) => origin.replace(/:\d+$/, ''));
      return { key, origins };
    });
}

/** The start part's message keys, and each route's (route id → keys); routes with none are left out. */
export type CatalogPlan = { start: string[]; routes: Map<string, string[]> };

export async function planCatalogParts(entries: readonly PoEntry[]): Promise<CatalogPlan> {
  const graph = await moduleGraph(ENTRY);
  const shownBy = (modules: Set<string>) =>
    entries.filter(({ origins }) => origins.some((origin) => modules.has(origin))).map(({ key }) => key);
  const start = shownBy(reachable(graph, ENTRY, isRouteFile));
  const inStart = new Set(start);
  const files = routeFiles();
  const shownByRoute = new Map<string, string[]>();
  for (const { path, routeId } of files) {
    if (!graph.has(path)) throw new Error(`${path} is not imported by the route tree`);
    shownByRoute.set(routeId, shownBy(reachable(graph, path, isRouteFile)));
  }
  // A route renders inside its layouts (`/_office/patients` inside `/_office`), whose parts load with it.
  const routes = new Map<string, string[]>();
  for (const { routeId } of files) {
    const loadedWith = new Set(inStart);
    for (const [layoutId, keys] of shownByRoute)
      if (routeId.startsWith(`${layoutId}/`)) for (const key of keys) loadedWith.add(key);
    const keys = (shownByRoute.get(routeId) ?? []).filter((key) => !loadedWith.has(key));
    if (keys.length > 0) routes.set(routeId, keys);
  }
  return { start, routes };
}

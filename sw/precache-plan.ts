// Build side of the precache in turns (precache-in-turns.ts): which of the build's files the worker stores
// before it takes over ("now": the office works offline), which only in the current language (the
// catalogs and the bundled Arabic font), and which afterwards ("later": public, onboarding, admin and
// the patient's pages). Read from the bundle's graph, so a new office page or a new import of one is
// "now" without anyone listing it.

import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import type { PrecacheTier } from './precache-tiers.ts';

/**
 * Routes whose pages a signed-in specialist does not open offline: signed-out (but the home page and
 * sign-in, where signing out lands, offline too), onboarding, the admin's and the patient's. Every other
 * route, a new one too, is the office's and precached before takeover.
 */
const LATER_ROUTES =
  /^(sign-up|thankyou|forgot-password|create-password\..*|unlock-sign-in\..*|agreement-terms-conditions\..*|basic-info\..*|photo-upload\..*|session\..*|profile-completion\..*|read\..*|chat-patient\..*|_office\.admin\..*)$/;
const ROUTE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/](.+)\.tsx(?:\?|$)/;
/** A language's catalog part: its route's name (scripts/catalog-parts.ts), `index` for the start part. */
const CATALOG_MODULE = /[\\/]locales[\\/](en|fr|ar)[\\/]browser[\\/](.+)\.ts$/;

/** A route file's name as its catalog part is named: `_office/admin.credentials.$id` → `_office.admin.credentials.id`. */
function routeName(file: string): string {
  const name = file.replaceAll('\\', '/').replaceAll('/', '.').replace(/[$}{]/g, '');
  return name === 'index' ? 'index-route' : name;
}
/**
 * public/fonts: Noto Sans Arabic leads the font stack only on an Arabic page (src/app/pwa/fonts.css);
 * elsewhere the system's font draws Latin text first, so even its Latin subset is an Arabic page's file
 * (an English page never asked for it on the offline-ready bench, the worker did: 31 KiB).
 */
const ARABIC_PAGE_FONT = /^fonts\/noto-sans-arabic-/;

type Chunk = {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  css: string[];
};

/** The tier of every file the bundle wrote, from its chunks' graph. */
export function planTiers(chunks: readonly Chunk[]): Map<string, PrecacheTier> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const tiers = new Map<string, PrecacheTier>();
  const catalogLanguage = (chunk: Chunk) => chunk.facadeModuleId?.match(CATALOG_MODULE)?.[1];
  const isLaterRoute = (chunk: Chunk) => {
    const route = chunk.facadeModuleId?.match(ROUTE_MODULE)?.[1];
    return route !== undefined && LATER_ROUTES.test(routeName(route));
  };
  // A catalog part waits for its language, or for later with its route.
  for (const chunk of chunks) {
    const [, language, part = ''] = chunk.facadeModuleId?.match(CATALOG_MODULE) ?? [];
    if (language) tiers.set(chunk.fileName, LATER_ROUTES.test(part) ? 'later' : (language as PrecacheTier));
  }
  // From index.html's entry (not the prerendered public pages' two, scripts/vite-prerender.ts): every
  // static import, and every dynamic one but a catalog or a later page.
  const roots = chunks.filter((chunk) => chunk.isEntry && !chunk.fileName.includes('prerender'));
  if (roots.length === 0) throw new Error('the precache plan found no entry in the bundle');
  const pending = [...roots];
  const reached = new Set<string>();
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (reached.has(chunk.fileName)) continue;
    reached.add(chunk.fileName);
    const next = [
      ...chunk.imports,
      ...chunk.dynamicImports.filter((file) => {
        const target = byFile.get(file);
        return target !== undefined && !catalogLanguage(target) && !isLaterRoute(target);
      }),
    ];
    for (const file of next) {
      const target = byFile.get(file);
      if (target && !reached.has(file)) pending.push(target);
    }
  }
  for (const chunk of chunks) {
    if (tiers.has(chunk.fileName)) continue;
    const tier = reached.has(chunk.fileName) ? 'now' : 'later';
    tiers.set(chunk.fileName, tier);
    for (const css of chunk.css) if (tiers.get(css) !== 'now') tiers.set(css, tier);
  }
  return tiers;
}

/** A file the bundle did not write (index.html, public/): the bundled Arabic font waits for Arabic. */
function tierOfOther(url: string): PrecacheTier {
  return ARABIC_PAGE_FONT.test(url) ? 'ar' : 'now';
}

/**
 * The plugin reads the client bundle's graph; the transform, run when the worker's precache list is
 * written after the bundle, gives each entry its tier.
 */
export function precachePlan(): { plugin: Plugin; transform: ManifestTransform } {
  let tiers = new Map<string, PrecacheTier>();
  const plugin: Plugin = {
    name: 'mindoffice-precache-plan',
    apply: 'build',
    writeBundle(_options, bundle) {
      // The client build writes index.html; the worker's and the prerender's own builds do not.
      if (!('index.html' in bundle)) return;
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                facadeModuleId: output.facadeModuleId,
                isEntry: output.isEntry,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      tiers = planTiers(chunks);
    },
  };
  const transform: ManifestTransform = async (entries) => {
    if (tiers.size === 0) throw new Error('the precache plan ran before the client bundle was written');
    return {
      manifest: entries.map((entry) => ({ ...entry, tier: tiers.get(entry.url) ?? tierOfOther(entry.url) })),
      warnings: [],
    };
  };
  return { plugin, transform };
}

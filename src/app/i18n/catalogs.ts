// Loads the browser's catalog parts on demand (scripts/catalog-parts.ts): a language's start part with
// the loaders of its routes' parts, then the part of each route a page matches. Vite turns each part into
// its own chunk, and the service worker precaches them all, so every page works offline in every language.
import type { Messages } from '@lingui/core';
import type { Locale } from '#core/languages';

type CatalogIndex = {
  messages: Messages;
  routeMessages: Record<string, () => Promise<{ messages: Messages }>>;
};

const indexes: Record<Locale, () => Promise<CatalogIndex>> = {
  en: () => import('../../../locales/en/browser/index.ts'),
  fr: () => import('../../../locales/fr/browser/index.ts'),
  ar: () => import('../../../locales/ar/browser/index.ts'),
};

/** The messages of `locale` that the routes `routeIds` can show, with the start part's. */
export async function loadCatalog(locale: Locale, routeIds: Iterable<string>): Promise<Messages> {
  const [index, routes] = await Promise.all([indexes[locale](), loadRouteCatalogs(locale, routeIds)]);
  return { ...index.messages, ...routes };
}

/** The messages only the routes `routeIds` show; none when no route among them has a part. */
export async function loadRouteCatalogs(
  locale: Locale,
  routeIds: Iterable<string>,
): Promise<Messages | undefined> {
  const { routeMessages } = await indexes[locale]();
  const loaders = [...routeIds].flatMap((routeId) => routeMessages[routeId] ?? []);
  if (loaders.length === 0) return undefined;
  const parts = await Promise.all(loaders.map(async (load) => (await load()).messages));
  return Object.assign({}, ...parts);
}

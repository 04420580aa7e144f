// The active interface language: loads its catalog, activates Lingui, and sets <html lang dir> so
// the whole document (and Mantine, through DirectionProvider) flips to right-to-left for Arabic.
import { type I18n, i18n, setupI18n } from '@lingui/core';
import { isRightToLeft, type LanguageCode, type Locale, toLocale } from '#core/languages';
import { MISSING_MESSAGE } from '#core/missing-message';
import { storeLanguage } from '#local/language-store';
import { loadCatalog, loadRouteCatalogs } from './catalogs.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: LanguageCode = 'EN';

export function getLanguage(): LanguageCode {
  return current;
}

export function subscribeLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The routes whose messages the pages have needed so far: a language switch loads them in the new one. */
const routesShown = new Set<string>();
let activation: Promise<void> = Promise.resolve();

// A message the loaded parts lack shows as its id: a bug of the catalog split (scripts/catalog-parts.ts).
i18n.on('missing', ({ id, locale }) => console.error(`${MISSING_MESSAGE} ${id} (${locale})`));

/**
 * The messages of another language than the interface's, for something written in it (a patient's
 * export in the patient's language): a separate instance, loaded with the parts of the routes shown,
 * so the interface stays as it is. The active instance when the language is the interface's.
 */
export async function i18nInLanguage(code: LanguageCode): Promise<I18n> {
  if (code === current) return i18n;
  const locale = toLocale(code);
  const other = setupI18n();
  other.loadAndActivate({ locale, messages: await loadCatalog(locale, routesShown) });
  return other;
}

/** Activates a language without persisting it (used at start-up after detection). */
export function activateLanguage(code: LanguageCode): Promise<void> {
  activation = activate(code);
  return activation;
}

async function activate(code: LanguageCode): Promise<void> {
  const locale = toLocale(code);
  const messages = await loadCatalog(locale, routesShown);
  i18n.loadAndActivate({ locale, messages });
  current = code;
  // Absent while the build prerenders the public pages in Node; the page template carries lang and dir.
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = isRightToLeft(code) ? 'rtl' : 'ltr';
  }
  for (const listener of listeners) listener();
}

/**
 * Loads the messages of the routes about to render into the active language. Asked before the first
 * activation (start.tsx, with the route's code), they load with the language itself.
 */
export async function loadRouteMessages(routeIds: readonly string[]): Promise<void> {
  const fresh = routeIds.filter((routeId) => !routesShown.has(routeId));
  for (const routeId of fresh) routesShown.add(routeId);
  if (fresh.length === 0) return;
  // An activation under way may have read the routes before these: load them once it is done.
  await activation.catch(() => undefined);
  if (!i18n.locale) return;
  const locale = i18n.locale as Locale;
  try {
    const messages = await loadRouteCatalogs(locale, fresh);
    // A switch meanwhile loaded them with its language.
    if (messages && i18n.locale === locale) i18n.load(locale, messages);
  } catch (error) {
    // Not loaded (offline before the worker cached them): the next visit of these routes asks again.
    for (const routeId of fresh) routesShown.delete(routeId);
    throw error;
  }
}

/** The user picked a language: remember it (upper-case code) and switch at once. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  await storeLanguage(code);
  await activateLanguage(code);
}

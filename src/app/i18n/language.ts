// The active interface language: loads its catalog, activates Lingui, and sets <html lang dir> so
// the whole document (and Mantine, through DirectionProvider) flips to right-to-left for Arabic.
import { i18n } from '@lingui/core';
import { isRightToLeft, type LanguageCode, toLocale } from '#core/languages';
import { storeLanguage } from '#local/language-store';
import { loadCatalog } from './catalogs.ts';

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

/** Activates a language without persisting it (used at start-up after detection). */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  const locale = toLocale(code);
  const messages = await loadCatalog(locale);
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

/** The user picked a language: remember it (upper-case code) and switch at once. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  await storeLanguage(code);
  await activateLanguage(code);
}

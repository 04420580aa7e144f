/**
 * The stored interface-language choice and the spec's detection order (`?lang=` → stored → EN).
 * Invariant: only upper-case codes (EN, FR, AR) are ever written; anything else reads as absent.
 *
 * The choice lives in localStorage, not IndexedDB: it is a device preference, not the user's data,
 * so it survives the logout wipe (an Arabic reader who signs out keeps Arabic) while IndexedDB is
 * left empty. Where localStorage does not exist (service worker, Node tests) it is kept in memory.
 */
import { type LanguageCode, parseLanguageCode, resolveLanguage } from '#core/languages';
import { LANGUAGE_COOKIE } from '#core/prerendered-pages';

const LANGUAGE_STORAGE_KEY = 'mindoffice.language';
let inMemoryChoice: LanguageCode | undefined;

type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

function storage(): KeyValueStorage | undefined {
  try {
    // Typed structurally: the service worker's lib has no Storage type, and no localStorage either.
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

export async function getStoredLanguage(): Promise<LanguageCode | undefined> {
  const store = storage();
  return parseLanguageCode(store ? store.getItem(LANGUAGE_STORAGE_KEY) : inMemoryChoice);
}

/** The language every call carries: the stored choice, otherwise the default. */
export async function getLanguage(): Promise<LanguageCode> {
  return resolveLanguage(undefined, await getStoredLanguage());
}

const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Lets the server send the prerendered public pages in the stored language (see static.ts). */
function mirrorInCookie(code: LanguageCode): void {
  const doc = (globalThis as { document?: { cookie: string } }).document;
  if (doc)
    doc.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export async function storeLanguage(code: LanguageCode): Promise<void> {
  const store = storage();
  if (store) store.setItem(LANGUAGE_STORAGE_KEY, code);
  else inMemoryChoice = code;
  mirrorInCookie(code);
}

/** For tests: forget the choice. */
export function forgetStoredLanguage(): void {
  storage()?.removeItem(LANGUAGE_STORAGE_KEY);
  inMemoryChoice = undefined;
}

/**
 * Resolves the language for a page load from its query string (e.g. `location.search`). A valid
 * `?lang=` is also remembered, so the choice survives navigation to URLs without it.
 */
export async function detectLanguage(search: string): Promise<LanguageCode> {
  const queryValue = new URLSearchParams(search).get('lang');
  const stored = await getStoredLanguage();
  const language = resolveLanguage(queryValue, stored);
  if (parseLanguageCode(queryValue) !== undefined) await storeLanguage(language);
  // A choice stored before the cookie existed: the next visit's first paint is in the right language.
  else if (stored !== undefined) mirrorInCookie(stored);
  return language;
}

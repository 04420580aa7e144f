/**
 * The public pages the build prerenders in every language, and where their HTML lands in the build.
 * Shared by the build (scripts/vite-prerender.ts) and the server that picks the file (src/server/http/static.ts).
 */
import type { LanguageCode } from './languages.ts';

export const PRERENDERED_DIR = 'prerendered';

/**
 * The page mirrors the stored interface language (EN, FR, AR) in this cookie so the server can send a
 * public page already in that language; localStorage stays the app's source of truth.
 */
export const LANGUAGE_COOKIE = 'mindoffice_lang';

export const PRERENDERED_PAGES = [
  { path: '/', name: 'index' },
  { path: '/sign-in', name: 'sign-in' },
  { path: '/sign-up', name: 'sign-up' },
  { path: '/forgot-password', name: 'forgot-password' },
  { path: '/thankyou', name: 'thankyou' },
] as const;

export type PrerenderedPageName = (typeof PRERENDERED_PAGES)[number]['name'];

/** The page a request path shows, ignoring one trailing slash; undefined for every other path. */
export function prerenderedPageFor(pathname: string): PrerenderedPageName | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return PRERENDERED_PAGES.find((page) => page.path === normalized)?.name;
}

/** Relative to the build's root, e.g. `prerendered/ar/sign-up.html`. */
export function prerenderedFile(name: PrerenderedPageName, language: LanguageCode): string {
  return `${PRERENDERED_DIR}/${language.toLowerCase()}/${name}.html`;
}

/**
 * The build's request-time renderer: the server draws a reading page (`/read/{id}`) with its article,
 * from this directory's render-page.mjs and the page template of each language. Inside the build so a
 * copy of it is complete, and never served (a dot directory; src/server/http/static.ts refuses those).
 */
export const SERVER_RENDER_DIR = '.ssr';
export const SERVER_RENDER_ENTRY = `${SERVER_RENDER_DIR}/render-page.mjs`;
/** Where the page's markup goes in a template. */
export const APP_MARKUP_OUTLET = '<!--app-markup-->';

/** Relative to the build's root, e.g. `.ssr/read-ar.html`. */
export function readPageTemplateFile(language: LanguageCode): string {
  return `${SERVER_RENDER_DIR}/read-${language.toLowerCase()}.html`;
}

/** Relative to the build's root, e.g. `.ssr/book-ar.html`: a booking page's template (`/book/{id}`). */
export function bookPageTemplateFile(language: LanguageCode): string {
  return `${SERVER_RENDER_DIR}/book-${language.toLowerCase()}.html`;
}

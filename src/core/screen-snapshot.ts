/**
 * The last screen of an office page, kept on the device so that opening the app paints it at once: the
 * service worker writes it into the shell it answers the page's URL with, and the app replaces it with
 * its own render once its code has run (src/app/pwa/useScreenSnapshots.ts, sw/screen-snapshots.ts).
 * Shown before the app runs, it is inert: a picture of the page, not yet the page.
 *
 * It holds what the page showed (patients' names among them), like the local database it was drawn
 * from, in a Cache Storage cache that the device wipe at sign-out deletes with every other cache.
 */

/** The Cache Storage cache of the snapshots (one per office path). */
export const SCREEN_SNAPSHOT_CACHE = 'mindoffice-screen-snapshots';

/** The attribute of the element that holds a snapshot inside `#root`. */
export const SNAPSHOT_ATTRIBUTE = 'data-screen-snapshot';

/** Marks what a snapshot leaves out: notices of a moment (offline, an update waiting) that may be stale. */
export const SNAPSHOT_SKIP_ATTRIBUTE = 'data-screen-snapshot-skip';

export type ScreenSnapshot = {
  /** The page's path (`/patients`): a snapshot is only shown for the path it was taken on. */
  path: string;
  /** `#root`'s markup as the page showed it. */
  html: string;
  /** `<html lang dir>` and Mantine's colour scheme attribute. */
  lang: string;
  dir: 'ltr' | 'rtl';
  colorScheme: string;
  /** The stylesheets the page had loaded (the office's beyond the shell's own). */
  stylesheets: string[];
  /** The app's entry script: a snapshot of another build is not shown (its styles may be gone). */
  entry: string;
};

/** The cache key of a path's snapshot: a URL of our own origin that no request ever asks for. */
export function snapshotKey(origin: string, path: string): string {
  return `${origin}/__screen-snapshot__${path}`;
}

/** Whether `value` (read back from the cache) is a snapshot this build can show. */
export function isScreenSnapshot(value: unknown): value is ScreenSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.path === 'string' &&
    typeof v.html === 'string' &&
    typeof v.lang === 'string' &&
    (v.dir === 'ltr' || v.dir === 'rtl') &&
    typeof v.colorScheme === 'string' &&
    typeof v.entry === 'string' &&
    Array.isArray(v.stylesheets) &&
    v.stylesheets.every((href) => typeof href === 'string')
  );
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The shell (`index.html`) with the snapshot drawn in: its language, direction and stylesheets in the
 * head, its markup in `#root`, inert. Undefined when the snapshot is of another build (another entry
 * script) or the shell is not the one expected, so the plain shell is answered instead.
 */
export function shellWithSnapshot(shell: string, snapshot: ScreenSnapshot): string | undefined {
  if (!shell.includes(`src="${snapshot.entry}"`)) return undefined;
  const root = '<div id="root"></div>';
  const html = /<html[^>]*>/.exec(shell)?.[0];
  if (!shell.includes(root) || !html || !shell.includes('</head>')) return undefined;
  const links = snapshot.stylesheets
    .filter((href) => !shell.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  // Replacer functions: a `$&` or `$'` in a patient's name must stay text, not a replacement pattern.
  return shell
    .replace(
      html,
      () =>
        `<html lang="${escapeAttribute(snapshot.lang)}" dir="${snapshot.dir}" data-mantine-color-scheme="${escapeAttribute(snapshot.colorScheme)}">`,
    )
    .replace('</head>', () => `${links}</head>`)
    .replace(
      root,
      () => `<div id="root"><div ${SNAPSHOT_ATTRIBUTE} inert aria-busy="true">${snapshot.html}</div></div>`,
    );
}

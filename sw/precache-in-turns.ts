// The worker's precache in two turns (issue 37): before it takes over, only what the office needs offline
// in the page's language, four files at a time; once in control, the rest, two at a time. Workbox's own
// install stores every file one after the other (workbox#2528): on a phone's network (150 ms a round
// trip) its 315 files took 44 s after the dashboard showed, and the app was not offline-ready before.
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { type Locale, parseLanguageCode, toLocale } from '#core/languages';
import { LANGUAGE_COOKIE } from '#core/prerendered-pages';
import { splitByTier, type TieredEntry } from './precache-tiers.ts';

/**
 * Files fetched at once while installing. A browser opens six connections to a host over HTTP/1.1,
 * shared with the page: four leave the page's own calls (the first pull) a connection, and were as fast
 * as six on the offline-ready bench, over HTTP/1.1 and HTTP/2 alike.
 */
const INSTALL_PARALLEL = 4;
/** Afterwards the page is in use: the rest shares the connection with it gently. */
const LATER_PARALLEL = 2;
/** After a turn that fell short (offline), how long before an event may start another. */
const LATER_RETRY_MS = 30_000;
/**
 * A first-turn file that fails is asked again before the install gives up: one lost or garbled answer
 * (the offline-ready bench's failed installs, 2 runs in 4, on a link that could reorder bytes) would
 * otherwise fail the whole install, and the browser tries again only at its next update check.
 */
const INSTALL_RETRY_DELAYS_MS = [1_000, 3_000] as const;
/** A file whose answer stalls this long is abandoned and asked again (a phone's 100 KiB file takes ~3 s). */
const INSTALL_FILE_TIMEOUT_MS = 60_000;

type CookieStoreLike = { get(name: string): Promise<{ value?: string } | null> };

/**
 * The page's language, from the cookie the page keeps beside its stored choice (#local/language-store),
 * EN when it made none; undefined where a worker cannot read cookies (no Cookie Store API): then every
 * language's files are stored before the takeover.
 */
async function pageLanguage(): Promise<Locale | undefined> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!store) return undefined;
  try {
    const cookie = await store.get(LANGUAGE_COOKIE);
    return toLocale(parseLanguageCode(cookie?.value) ?? 'EN');
  } catch {
    return undefined;
  }
}

async function eachInParallel<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

const urlOf = (entry: TieredEntry | string) => (typeof entry === 'string' ? entry : entry.url);
/** As Workbox: a file named without its hash (index.html, the fonts) bypasses the HTTP cache. */
const cacheModeOf = (entry: TieredEntry | string): RequestCache =>
  typeof entry !== 'string' && entry.revision ? 'reload' : 'default';

/**
 * Workbox's own install step for one file (PrecacheController.install): stored unless the cache holds it
 * already (unchanged since the last version); it throws if the file cannot be stored, and the install
 * fails when its retries do too, so the worker never takes over with a hole.
 */
async function installFile(
  controller: PrecacheController,
  entry: TieredEntry | string,
  event: ExtendableEvent,
): Promise<void> {
  const url = urlOf(entry);
  const request = new Request(url, {
    credentials: 'same-origin',
    cache: cacheModeOf(entry),
    signal: AbortSignal.timeout(INSTALL_FILE_TIMEOUT_MS),
  });
  const [response, done] = controller.strategy.handleAll({
    params: { cacheKey: controller.getCacheKeyForURL(url) },
    request,
    event,
  });
  // `done` settles after the cache write; a failed fetch rejects both, and the caller retries.
  await Promise.all([response, done]);
}

export function precacheInTurns(
  self: ServiceWorkerGlobalScope,
  entries: readonly (TieredEntry | string)[],
): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList([...entries]);
  registerRoute(new PrecacheRoute(controller));

  self.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        const { now } = splitByTier(entries, await pageLanguage());
        await eachInParallel(now, INSTALL_PARALLEL, async (entry) => {
          for (let attempt = 0; ; attempt += 1) {
            try {
              return await installFile(controller, entry, event);
            } catch (error) {
              const delay = INSTALL_RETRY_DELAYS_MS[attempt];
              if (delay === undefined) throw error;
              await new Promise((resolve) => setTimeout(resolve, delay));
            }
          }
        });
      })(),
    );
  });

  let laterRun: Promise<void> | undefined;
  /** Stores what the install left for afterwards; again at the worker's next start if it fell short. */
  const storeLater = (): Promise<void> => {
    laterRun ??= (async () => {
      const { later } = splitByTier(entries, await pageLanguage());
      const cache = await caches.open(controller.strategy.cacheName);
      let missed = 0;
      await eachInParallel(later, LATER_PARALLEL, async (entry) => {
        const cacheKey = controller.getCacheKeyForURL(urlOf(entry));
        if (!cacheKey || (await cache.match(cacheKey))) return;
        const response = await fetch(urlOf(entry), {
          credentials: 'same-origin',
          cache: cacheModeOf(entry),
        }).catch(() => undefined);
        if (response?.ok && !response.redirected) await cache.put(cacheKey, response);
        else missed += 1;
      });
      // Offline or refused: an event of this worker a while later tries again (not every fetch of an
      // offline page, each of which would otherwise look up every later file in the cache again).
      if (missed > 0) setTimeout(() => (laterRun = undefined), LATER_RETRY_MS);
    })();
    return laterRun;
  };

  self.addEventListener('activate', (event) => {
    // Drops the files of older versions that this list no longer names.
    event.waitUntil(controller.activate(event));
    void storeLater();
  });
  // The browser may stop an idle worker before the rest is stored: any later event resumes it.
  // (Fetch events reach only an active worker.)
  self.addEventListener('fetch', (event) => event.waitUntil(storeLater()));
  return controller;
}

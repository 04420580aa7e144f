import './ui/styles/public-styles.ts';
import './pwa/fonts.css';
import './ui/latin-inputs.css';
import './ui/styles/prerendered-settling.css';
import { startTransition } from 'react';
import { toLocale } from '#core/languages';
import { SNAPSHOT_ATTRIBUTE } from '#core/screen-snapshot';
import { detectLanguage } from '#local/language-store';
import { activateLanguage, loadRouteMessages } from './i18n/language.ts';
import { warmUpRoute } from './route-warmup.ts';
import { yieldToMain } from './ui/yield-to-main.ts';

/**
 * Imports a part of the start's code, which evaluates it, in a task of its own. Imported statically,
 * the whole start evaluated in one task, the longest of a public page's load (~45 ms on this machine,
 * ~180 ms with the CPU slowed 4×). Their files download beside the entry all the same: the prerendered
 * pages list them for preloading (scripts/vite-prerender.ts), and Vite's preload helper links them.
 */
async function importInTurn<T>(load: () => Promise<T>): Promise<T> {
  await yieldToMain();
  const module = await load();
  // The import resolves in the task that evaluated it: what uses the module starts in the next.
  await yieldToMain();
  return module;
}

async function start() {
  // Mantine's theme and styles system first: the router's root layout and every page build on it.
  await importInTurn(() => import('./ui/theme.ts'));
  const { getRouter } = await importInTurn(() => import('./router.ts'));
  const router = getRouter();
  warmUpRoute(router, window.location.pathname);
  // Asked before the language is active, the page's messages load with its catalog, side by side.
  void loadRouteMessages(router.getMatchedRoutes(window.location.pathname)[0].map((route) => route.id));
  const language = await detectLanguage(window.location.search);
  // The catalog must be active before the first render, or the first paint flashes English.
  await activateLanguage(language);
  const { App } = await importInTurn(() => import('./App.tsx'));
  const [matched] = router.getMatchedRoutes(window.location.pathname);
  for (const load of matched.flatMap((route) => route.options.staticData?.startInTurns ?? []))
    await importInTurn(load);
  const { createRoot, hydrateRoot } = await importInTurn(() => import('react-dom/client'));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // A public page the build prerendered (scripts/vite-prerender.ts) in this very language is hydrated;
  // the shell, or a page in another language, is rendered afresh.
  const prerendered = document.documentElement.dataset.prerendered;
  if (prerendered === toLocale(language) && container.firstChild) {
    // Hydration must meet the tree the server drew: the route's lazy component loaded, no Suspense
    // fallback, and the router's server-shaped match tree (what `ssr` selects in Matches).
    await router.load();
    router.ssr = { manifest: undefined };
    // In a transition the hydration is time-sliced (React yields every few milliseconds) instead of one
    // task: /sign-up's form was a single ~600 ms task on a phone-speed CPU. The page is already drawn, and
    // an input before the end hydrates its part first (React replays the event).
    startTransition(() => {
      hydrateRoot(container, <App />);
    });
  } else if (container.querySelector(`:scope > [${SNAPSHOT_ATTRIBUTE}]`)) {
    // The worker drew the page's last screen (sw/screen-snapshots.ts). It stays until the app's first
    // render replaces it, so that render must be the page itself: the router loads it first.
    await router.load();
    createRoot(container).render(<App />);
  } else {
    container.replaceChildren();
    createRoot(container).render(<App />);
  }
  const { registerServiceWorker } = await import('./pwa/register-service-worker.ts');
  registerServiceWorker();
}

void start();

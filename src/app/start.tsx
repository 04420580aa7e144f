// The app's start, shared by its two entries: main.tsx (the office shell, index.html) hands it modules it
// imported statically; prerender/prerendered-main.tsx (the prerendered public pages) imports each in a
// task of its own. Only how the code arrives differs; what the start does with it is this one function.
import './ui/styles/public-styles.ts';
import './pwa/fonts.css';
import './ui/latin-inputs.css';
import './ui/styles/prerendered-settling.css';
import { startTransition } from 'react';
import { toLocale } from '#core/languages';
import { SNAPSHOT_ATTRIBUTE } from '#core/screen-snapshot';
import { detectLanguage } from '#local/language-store';
import { activateLanguage, loadRouteMessages } from './i18n/language.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import { warmUpRoute } from './route-warmup.ts';
import { importInTurn, yieldToMain } from './ui/yield-to-main.ts';

/** The start's heavy modules, asked for when the start needs each one. */
export interface StartModules {
  readonly router: () => Promise<Pick<typeof import('./router.ts'), 'getRouter'>>;
  readonly app: () => Promise<Pick<typeof import('./App.tsx'), 'App'>>;
  readonly reactDom: () => Promise<Pick<typeof import('react-dom/client'), 'createRoot' | 'hydrateRoot'>>;
}

export async function start(modules: StartModules) {
  // The entry's modules evaluate in one task; the router's creation and the start get their own, so
  // neither lengthens that task on a slow phone.
  await yieldToMain();
  const { getRouter } = await modules.router();
  const router = getRouter();
  warmUpRoute(router, window.location.pathname);
  const [matched] = router.getMatchedRoutes(window.location.pathname);
  // Asked before the language is active, the page's messages load with its catalog, side by side.
  void loadRouteMessages(matched.map((route) => route.id));
  const language = await detectLanguage(window.location.search);
  // The catalog must be active before the first render, or the first paint flashes English.
  await activateLanguage(language);
  const { App } = await modules.app();
  // The modules a page declares costly to evaluate (staticData.startInTurns), a task each: left to the
  // route's chunk they all evaluated in one long task.
  for (const load of matched.flatMap((route) => route.options.staticData?.startInTurns ?? []))
    await importInTurn(load);
  const { createRoot, hydrateRoot } = await modules.reactDom();
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
  registerServiceWorker();
}

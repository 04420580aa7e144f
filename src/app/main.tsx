import './ui/styles/public-styles.ts';
import './pwa/fonts.css';
import './ui/latin-inputs.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { toLocale } from '#core/languages';
import { detectLanguage } from '#local/language-store';
import { App } from './App.tsx';
import { activateLanguage } from './i18n/language.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import { warmUpRoute } from './route-warmup.ts';
import { router } from './router.ts';

async function start() {
  warmUpRoute(router, window.location.pathname);
  const language = await detectLanguage(window.location.search);
  // The catalog must be active before the first render, or the first paint flashes English.
  await activateLanguage(language);
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
    hydrateRoot(container, <App />);
  } else {
    container.replaceChildren();
    createRoot(container).render(<App />);
  }
  registerServiceWorker();
}

void start();

// The office shell's entry (index.html). Its heavy modules are static imports: Vite links each of their
// files from index.html, so the worker's cache hands them all over at once on an offline start. Asked for
// one by one (prerender/prerendered-main.tsx), the office's first row came ~100 ms later.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { getRouter } from './router.ts';
import { start } from './start.tsx';

void start({
  router: async () => ({ getRouter }),
  app: async () => ({ App }),
  reactDom: async () => ({ createRoot, hydrateRoot }),
});

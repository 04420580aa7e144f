// The prerendered public pages' entry, started by start-after-paint.ts once the page has painted. It
// evaluates the start's code in turns: imported statically, as the shell's main.tsx does, the whole start
// evaluated in one task, the longest of a public page's load (~45 ms on a desktop, ~180 ms with the CPU
// slowed 4×). The files still download beside this one: the page lists them for preloading
// (scripts/vite-prerender.ts).
import { start } from '../start.tsx';
import { yieldToMain } from '../ui/yield-to-main.ts';

/** Imports `load`'s module, which evaluates it, in a task of its own. */
async function importInTurn<T>(load: () => Promise<T>): Promise<T> {
  await yieldToMain();
  const module = await load();
  // The import resolves in the task that evaluated it: what uses the module starts in the next.
  await yieldToMain();
  return module;
}

async function startInTurns() {
  // Mantine's theme and styles system first: the router's root layout and every page build on it.
  await importInTurn(() => import('../ui/theme.ts'));
  await start({
    router: () => importInTurn(() => import('../router.ts')),
    app: () => importInTurn(() => import('../App.tsx')),
    reactDom: () => importInTurn(() => import('react-dom/client')),
  });
}

void startInTurns();

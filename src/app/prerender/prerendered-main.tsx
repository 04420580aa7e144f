// The prerendered public pages' entry, started by start-after-paint.ts once the page has painted. It
// evaluates the start's code in turns: imported statically, as the shell's main.tsx does, the whole start
// evaluated in one task, the longest of a public page's load (~45 ms on a desktop, ~180 ms with the CPU
// slowed 4×). The files still download beside this one: the page lists them for preloading
// (scripts/vite-prerender.ts).
import { start } from '../start.tsx';
import { importInTurn } from '../ui/yield-to-main.ts';

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

// Foundation budgets: builds the app (timed: the first half of a cold `npm start`), then the initial
// JS, the precache and the server start. Later parts that need dist/ rely on this build or their own.
import { execFileSync } from 'node:child_process';
import { ms, printTable } from './measure.ts';
import { measureInitialJs, measurePrecache, measureStartup } from './startup-and-bundle.ts';

export async function runFoundationBench(): Promise<void> {
  const buildStarted = performance.now();
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
  const buildMs = performance.now() - buildStarted;

  printTable('Foundation budgets', [
    ...(await measureInitialJs()),
    ...measurePrecache(),
    { metric: 'npm run build (lingui compile + vite build + service worker)', value: ms(buildMs) },
    ...(await measureStartup()),
  ]);
}

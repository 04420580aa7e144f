// `npm run bench`: builds the app (timed: the first half of a cold `npm start`), then measures and
// prints the budget tables. Figures are medians; compare ratios across machines, not absolutes.
import { execFileSync } from 'node:child_process';
import { ms, printTable } from './measure.ts';
import { measureInitialJs, measurePrecache, measureStartup } from './startup-and-bundle.ts';
import { measureSync } from './sync.ts';

const buildStarted = performance.now();
execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
const buildMs = performance.now() - buildStarted;

printTable('Foundation budgets', [
  ...(await measureInitialJs()),
  ...measurePrecache(),
  { metric: 'npm run build (lingui compile + vite build + service worker)', value: ms(buildMs) },
  ...(await measureStartup()),
]);

printTable('Sync budgets (Chromium, real server on loopback)', await measureSync());

// `npm run bench`: builds the app if needed, then measures and prints the budget tables.
// Figures are medians; compare ratios across machines rather than absolute numbers.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { printTable } from './measure.ts';
import { measureInitialJs, measurePrecache, measureStartup } from './startup-and-bundle.ts';

if (!existsSync('dist/index.html') || process.argv.includes('--build')) {
  const started = performance.now();
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  console.log(`build: ${Math.round(performance.now() - started)} ms`);
}

printTable('Foundation budgets', [
  ...(await measureInitialJs()),
  ...measurePrecache(),
  ...(await measureStartup()),
]);

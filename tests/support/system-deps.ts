// Makes sure the machine has what the browser and database tests need (Debian's chromium, its headless
// shell, postgresql and poppler's pdftotext). As root it installs them with apt-get; otherwise it stops with the exact command,
// because a silently skipped suite is worse than a red one.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same Blink and V8 without the
 * browser's UI layer; Playwright's own default for headless runs): the end-to-end specs that need no
 * PDF viewer, notifications or live media run in it, about a third faster than in the full browser.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(`${root}/${name}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? `${root}/${versions[0]}/bin` : undefined;
}

export function ensureSystemDeps(): void {
  const missing: string[] = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!existsSync(CHROMIUM_HEADLESS_SHELL_PATH)) missing.push('chromium-headless-shell');
  if (!findPostgresBin()) missing.push('postgresql');
  // The clinical record's print test reads its PDF back with poppler's pdftotext.
  if (!existsSync('/usr/bin/pdftotext')) missing.push('poppler-utils');
  if (missing.length === 0) return;

  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`Missing system packages: ${missing.join(', ')}. Install them, then run npm test again:`);
    console.error(`  sudo sh -c '${command}'`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  execFileSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

// Which built scripts hold Dexie, found by one of its error names so that a renamed chunk is still found.
// The public pages must not load them before a visitor uses a form (README, public pages).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function dexieChunks(distDir: string): string[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets).filter(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes('MissingAPIError'),
  );
}

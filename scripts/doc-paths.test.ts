import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingDocPaths } from './doc-paths.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function repository(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'doc-paths-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the docs’ paths', () => {
  it('names the paths a doc gives that no file or folder of the repository has', () => {
    const dir = repository({
      'README.md':
        'See `src/local/sync/pull.ts`, `sync/pull.ts`, `src/server/sync/patient-commands.ts` and `src/gone/`.',
      'src/local/README.md': 'Its `sync/rebase.ts` and `./db.ts`.',
      'src/local/sync/pull.ts': '',
      'src/local/db.ts': '',
    });
    expect(missingDocPaths(dir)).toEqual([
      'README.md: src/server/sync/patient-commands.ts',
      'README.md: src/gone/',
      'src/local/README.md: sync/rebase.ts',
    ]);
  });

  it('leaves alone packages, run-time folders, variables and patterns', () => {
    const dir = repository({
      'README.md':
        '`@mantine/core`, `./data`, `dist/assets`, `DATA_DIR/uploads`, `src/*.ts`, `<entity>/x.ts`, `.layer.css`',
    });
    expect(missingDocPaths(dir)).toEqual([]);
  });
});

// CLI for the layer rules (boundaries.ts): walks the source folders and fails with one line per
// violation. Part of `npm run lint` and `npm test`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { boundaryViolation, importsOf } from './boundaries.ts';

const ROOTS = ['src', 'sw', 'tests', 'scripts'];
const SKIP = new Set(['node_modules', 'dist', 'routeTree.gen.ts']);

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

const violations: string[] = [];
for (const root of ROOTS) {
  for (const file of sourceFiles(root)) {
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const why = boundaryViolation(file, specifier);
      if (why) violations.push(`${file}: import '${specifier}' — ${why}`);
    }
  }
}

if (violations.length > 0) {
  console.error(
    `Layer boundary violations (docs/ARCHITECTURE.md "Boundaries"):\n  ${violations.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('Layer boundaries: ok');

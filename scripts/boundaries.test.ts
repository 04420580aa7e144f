import { describe, expect, it } from 'vitest';
import { boundaryViolation, importsOf } from './boundaries.ts';

describe('layer boundaries', () => {
  it('lets the server import core and refuses app and local', () => {
    expect(boundaryViolation('src/server/app.ts', '#core/auth')).toBeUndefined();
    expect(boundaryViolation('src/server/app.ts', '#local/http')).toMatch(/server must not import local/);
    expect(boundaryViolation('src/server/app.ts', '../app/main.tsx')).toMatch(/relative path/);
    expect(boundaryViolation('src/server/app.ts', 'react')).toMatch(/browser package/);
  });

  it('keeps core free of every other project module and of platform packages', () => {
    expect(boundaryViolation('src/core/auth.ts', './messages.ts')).toBeUndefined();
    expect(boundaryViolation('src/core/auth.ts', 'valibot')).toBeUndefined();
    expect(boundaryViolation('src/core/auth.ts', '#local/db')).toMatch(/core must not import local/);
    expect(boundaryViolation('src/core/auth.ts', '../local/db.ts')).toMatch(/relative path/);
    expect(boundaryViolation('src/core/auth.ts', 'node:fs')).toMatch(/must stay pure/);
    expect(boundaryViolation('src/core/auth.ts', 'vitest')).toMatch(/must stay pure/);
    expect(boundaryViolation('src/core/auth.test.ts', 'vitest')).toBeUndefined();
    expect(boundaryViolation('src/core/auth.test.ts', 'node:fs')).toMatch(/must stay pure/);
  });

  it('allows dexie and ky only inside src/local', () => {
    expect(boundaryViolation('src/local/db.ts', 'dexie')).toBeUndefined();
    expect(boundaryViolation('src/local/http.ts', 'ky')).toBeUndefined();
    expect(boundaryViolation('src/app/main.tsx', 'dexie')).toMatch(/only src\/local/);
    expect(boundaryViolation('sw/sw.ts', 'ky')).toMatch(/only src\/local/);
    expect(boundaryViolation('src/server/db/client.ts', 'dexie')).toMatch(/only src\/local/);
  });

  it('lets the app and the service worker use core and local through the aliases', () => {
    expect(boundaryViolation('src/app/main.tsx', '#local/session')).toBeUndefined();
    expect(boundaryViolation('sw/sw.ts', '#local/db')).toBeUndefined();
    expect(boundaryViolation('src/local/db.ts', '#core/auth')).toBeUndefined();
    expect(boundaryViolation('src/local/db.ts', '../app/App.tsx')).toMatch(/relative path/);
  });

  it('finds static, re-exported, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '#core/b';",
      "export { c } from 'ky';",
      "import 'dexie';",
      "const d = await import('../d.ts');",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.ts', '#core/b', 'ky', 'dexie', '../d.ts']);
  });
});

// The layer rules of docs/ARCHITECTURE.md as data and one pure function, so the rule is tested and the
// CLI (check-boundaries.ts) only walks files. core ← local ← app; sw on core+local; server on core.
import { dirname, relative, resolve } from 'node:path';

export type Layer = 'core' | 'local' | 'app' | 'server' | 'sw' | 'other';

const LAYER_ROOTS: [Layer, string][] = [
  ['core', 'src/core/'],
  ['local', 'src/local/'],
  ['app', 'src/app/'],
  ['server', 'src/server/'],
  ['sw', 'sw/'],
];

/** Which project layers each layer may import (itself included). */
const ALLOWED: Record<Layer, readonly Layer[]> = {
  core: ['core'],
  local: ['core', 'local'],
  app: ['core', 'local', 'app', 'other'],
  server: ['core', 'server', 'other'],
  sw: ['core', 'local', 'sw', 'other'],
  other: ['core', 'local', 'app', 'server', 'sw', 'other'],
};

/** Packages that only the browser data layer may touch, so storage and HTTP have one owner. */
const LOCAL_ONLY_PACKAGES = ['dexie', 'ky'];
/** Packages the server must never load. */
const BROWSER_ONLY_PACKAGES = [
  'react',
  'react-dom',
  '@mantine',
  '@tanstack/react-router',
  'dexie-react-hooks',
];

export function layerOf(projectPath: string): Layer {
  for (const [layer, root] of LAYER_ROOTS) if (projectPath.startsWith(root)) return layer;
  return 'other';
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? specifier);
}

/**
 * Returns why `specifier`, imported from the project file `fromPath` (relative to the repo root),
 * breaks a boundary — or undefined when it is fine.
 */
export function boundaryViolation(fromPath: string, specifier: string): string | undefined {
  const from = layerOf(fromPath);
  let target: Layer | undefined;
  if (specifier.startsWith('#core/')) target = 'core';
  else if (specifier.startsWith('#local/')) target = 'local';
  else if (specifier.startsWith('.')) {
    const resolved = relative(process.cwd(), resolve(dirname(resolve(fromPath)), specifier)).replaceAll(
      '\\',
      '/',
    );
    target = layerOf(resolved.endsWith('/') ? resolved : `${resolved}`);
    if (target !== from && target !== 'other' && from !== 'other') {
      return `${from} reaches into ${target} with a relative path; use #${target}/… (or keep layers apart)`;
    }
  } else {
    const name = packageName(specifier);
    if (LOCAL_ONLY_PACKAGES.includes(name) && from !== 'local') return `only src/local may import ${name}`;
    if (from === 'server' && BROWSER_ONLY_PACKAGES.some((p) => name === p || name.startsWith(`${p}/`))) {
      return `the server must not import the browser package ${name}`;
    }
    if (
      from === 'core' &&
      !isPureCorePackage(name) &&
      !(isTestFile(fromPath) && TEST_PACKAGES.includes(name))
    ) {
      return `src/core must stay pure; it cannot import ${name}`;
    }
    return undefined;
  }
  if (target === undefined || ALLOWED[from].includes(target)) return undefined;
  return `${from} must not import ${target}`;
}

/** Test files never ship, so core's tests may use the test tools. */
const TEST_PACKAGES = ['vitest', 'fast-check'];

function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path);
}

// core runs in the page, the service worker and Node: only platform-neutral packages. The tiptap
// packages build the articles' document schema and render it without a DOM (#core/articles); rrule
// expands a recurring series' dates, pure date arithmetic (#core/sessions/session-series).
const PURE_CORE_PACKAGES = [
  'valibot',
  'rrule',
  '@lingui/core',
  'libphonenumber-js',
  'ibantools',
  '@tiptap/core',
  '@tiptap/pm',
  '@tiptap/starter-kit',
  '@tiptap/extension-link',
  '@tiptap/static-renderer',
];
function isPureCorePackage(name: string): boolean {
  return PURE_CORE_PACKAGES.includes(name);
}

const IMPORT_PATTERN =
  /(?:^|[;\s])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) found.push(specifier);
  }
  return found;
}

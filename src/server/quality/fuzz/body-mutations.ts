/**
 * Turns a valid JSON body into hostile ones: a field of the wrong type, missing or unknown fields,
 * prototype keys, hostile strings and numbers, huge strings, 10,000 levels of nesting, broken JSON.
 */
import fc from 'fast-check';
import {
  deeplyNested,
  HUGE_BEYOND_LIMIT_CHARS,
  HUGE_WITHIN_LIMIT_CHARS,
  hostileNumber,
  hostileString,
  INVALID_JSON,
  NOT_AN_OBJECT,
  RAW_PREFIX,
  raw,
  wrongType,
} from './hostile-values.ts';

export type BodyCase = { category: string; text: string };

export type Path = readonly (string | number)[];

const DEEP_LEVELS = 10_000;
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** JSON text, with RAW_PREFIX strings (keys or values) spliced in verbatim. */
export function serialize(value: unknown): string {
  const escapedPrefix = JSON.stringify(RAW_PREFIX)
    .slice(1, -1)
    .replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  const marker = new RegExp(`"${escapedPrefix}((?:[^"\\\\]|\\\\.)*)"`, 'g');
  return JSON.stringify(value).replace(marker, (_match, inner: string) => JSON.parse(`"${inner}"`) as string);
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null;

/** Every path to a value inside the body (the root excluded), depth-first. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (!isContainer(value)) return [];
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return keys.flatMap((key) => {
    const path = [...prefix, key];
    return [path, ...pathsOf((value as Record<string | number, unknown>)[key], path)];
  });
}

/** Paths whose value is an object: where keys can be added or removed (the root included). */
function objectPaths(value: unknown): Path[] {
  const all: Path[] = [[], ...pathsOf(value)];
  return all.filter((path) => {
    const target = valueAt(value, path);
    return isContainer(target) && !Array.isArray(target);
  });
}

export function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (isContainer(node) ? (node as Record<string | number, unknown>)[key] : undefined),
    root,
  );
}

/** A copy of the body with `edit` applied to the container at `path`. */
function editAt(
  root: unknown,
  path: Path,
  edit: (container: Record<string | number, unknown>) => void,
): unknown {
  const copy: unknown = structuredClone(root);
  const target = valueAt(copy, path);
  if (isContainer(target)) edit(target as Record<string | number, unknown>);
  return copy;
}

export function replaceAt(root: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const key = path[path.length - 1] as string | number; // Non-empty: checked above.
  return editAt(root, path.slice(0, -1), (container) => {
    container[key] = replacement;
  });
}

function pick<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

/** One field (or the whole body when it has none) replaced by what `replacement` makes. */
function replacing(category: string, valid: fc.Arbitrary<unknown>, replacement: fc.Arbitrary<unknown>) {
  return fc.tuple(valid, fc.nat(), replacement).map(([value, index, next]): BodyCase => {
    const path = pick(pathsOf(value), index) ?? [];
    return { category, text: serialize(replaceAt(value, path, next)) };
  });
}

function keyEdit(
  category: string,
  valid: fc.Arbitrary<unknown>,
  edit: (container: Record<string, unknown>, n: number) => void,
) {
  return fc.tuple(valid, fc.nat()).map(([value, index]): BodyCase => {
    const path = pick(objectPaths(value), index) ?? [];
    return { category, text: serialize(editAt(value, path, (container) => edit(container, index))) };
  });
}

/** Hostile variants of a body whose valid values `valid` generates. */
export function hostileBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<BodyCase> {
  const huge = (chars: number) => fc.constant('x'.repeat(chars));
  return fc.oneof(
    { weight: 3, arbitrary: replacing('body: wrong type', valid, wrongType) },
    { weight: 4, arbitrary: replacing('body: hostile string', valid, hostileString) },
    { weight: 2, arbitrary: replacing('body: number beyond int64/double', valid, hostileNumber) },
    {
      weight: 2,
      arbitrary: keyEdit('body: missing field', valid, (container, n) => {
        const key = pick(Object.keys(container), n);
        if (key !== undefined) delete container[key];
      }),
    },
    {
      weight: 1,
      arbitrary: keyEdit('body: unknown field', valid, (container) => {
        container.isAdmin = true;
        container.ownerId = '00000000-0000-0000-0000-000000000000';
      }),
    },
    {
      weight: 2,
      arbitrary: keyEdit('body: prototype keys', valid, (container, n) => {
        const key = PROTOTYPE_KEYS[n % PROTOTYPE_KEYS.length] ?? '__proto__';
        container[raw(JSON.stringify(key))] = { isAdmin: true, userType: 'admin', polluted: 1 };
      }),
    },
    {
      weight: 1,
      arbitrary: replacing('body: huge string within the limit', valid, huge(HUGE_WITHIN_LIMIT_CHARS)),
    },
    {
      weight: 1,
      arbitrary: replacing('body: huge string beyond the limit', valid, huge(HUGE_BEYOND_LIMIT_CHARS)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.nat(), fc.constantFrom<'array' | 'object'>('array', 'object'), fc.boolean())
        .map(([value, index, kind, whole]): BodyCase => {
          const nested = raw(deeplyNested(DEEP_LEVELS, kind));
          const path = whole ? [] : (pick(pathsOf(value), index) ?? []);
          return { category: 'body: 10,000 levels deep', text: serialize(replaceAt(value, path, nested)) };
        }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...INVALID_JSON).map((text) => ({ category: 'body: invalid JSON', text })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...NOT_AN_OBJECT).map((text) => ({ category: 'body: not an object', text })),
    },
  );
}

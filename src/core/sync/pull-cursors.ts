/**
 * The pull's cursors, one per entity: what a client has stored of each entity is "every row of it up
 * to this version". The client names each entity it has a table for, so a row of an entity it does not
 * know yet is never passed over: when an update adds the entity, its cursor starts at 0 and the next
 * pull brings every row of it (src/local/README.md, "No row skipped across an update").
 */

/** Entity name → the version up to which the client has stored its rows (absent: 0). */
export type PullCursors = Readonly<Record<string, number>>;

/** Most entities one pull may name: far above the product's, well below what a URL holds. */
export const PULL_CURSORS_MAX_ENTITIES = 64;

const ENTITY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The `cursors` query parameter: `patient:120,session:0` (entity names are plain identifiers). */
export function formatPullCursors(cursors: PullCursors): string {
  return Object.entries(cursors)
    .map(([name, version]) => `${name}:${version}`)
    .join(',');
}

/**
 * Parses the `cursors` parameter; undefined when it is malformed (a bad name, a version that is not a
 * safe non-negative integer, a repeated entity, too many entities).
 */
export function parsePullCursors(text: string): PullCursors | undefined {
  const parts = text.split(',');
  if (parts.length === 0 || parts.length > PULL_CURSORS_MAX_ENTITIES) return undefined;
  const cursors: Record<string, number> = {};
  for (const part of parts) {
    const [name, digits, extra] = part.split(':');
    if (name === undefined || digits === undefined || extra !== undefined) return undefined;
    if (!ENTITY_NAME.test(name) || !/^\d{1,16}$/.test(digits) || Object.hasOwn(cursors, name))
      return undefined;
    const version = Number(digits);
    if (!Number.isSafeInteger(version)) return undefined;
    cursors[name] = version;
  }
  return cursors;
}

/**
 * The cursors after a page whose last change has version `last` (undefined: an empty page). Versions
 * come from one sequence per owner and a page is the first rows of the named entities merged by
 * version, so every row of any named entity up to `last` was in the page: each cursor moves to `last`
 * unless it already stood further.
 */
export function advancePullCursors(cursors: PullCursors, last: number | undefined): Record<string, number> {
  const next: Record<string, number> = {};
  for (const [name, version] of Object.entries(cursors)) {
    next[name] = last === undefined ? version : Math.max(version, last);
  }
  return next;
}

/**
 * Field-by-field merge used by the server (and mirrored by the client's rebase): an update writes
 * only the fields it carries, the last one to arrive wins per field, and a delete wins over any edit.
 */

export type Mergeable = { deletedAt: string | null };

/**
 * Applies `changes` to `row`. A tombstoned row stays exactly as it is: a delete wins, so an edit
 * that was queued before the delete reached the server cannot bring the row back.
 */
export function mergeFields<T extends Mergeable>(row: T, changes: { [K in keyof T]?: T[K] | undefined }): T {
  if (row.deletedAt !== null) return row;
  const merged = { ...row };
  // Object.keys loses the key type; `changes` only holds keys of T.
  for (const key of Object.keys(changes) as (keyof T)[]) {
    const value = changes[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** Marks a row deleted; deleting a deleted row keeps the first delete's instant. */
export function tombstone<T extends Mergeable>(row: T, now: string): T {
  return row.deletedAt !== null ? row : { ...row, deletedAt: now };
}

/**
 * The fields of `next` that differ from `previous`: what an update sends. Lists and objects compare by
 * content, as JSON (a form rebuilds them on every change; the server stores them as jsonb).
 */
export function changedFields<T extends Record<string, unknown>>(previous: T, next: T): Partial<T> {
  const changes: Partial<T> = {};
  // Object.keys loses the key type; `next` is a T.
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!isSameValue(next[key], previous[key])) changes[key] = next[key];
  }
  return changes;
}

function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

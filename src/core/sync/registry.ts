/**
 * The registry of every mutation the engine may queue, looked up by name when an entry is replayed
 * or rebased, and of the tables pull pages fill, all derived from the synced entities (./entities.ts).
 */
import { SYNCED_ENTITIES } from './entities.ts';
import type { MutationDefinition } from './mutation.ts';
import type { SyncedRow } from './types.ts';

// Each definition is typed by its own args; the registry only needs the common surface.
type AnyMutation = MutationDefinition<Record<string, unknown>, SyncedRow>;

export type { AnyMutation };

const ALL: AnyMutation[] = SYNCED_ENTITIES.flatMap((entity) =>
  Object.values(entity.mutations).filter((definition) => definition !== undefined),
);

const BY_NAME = new Map<string, AnyMutation>(ALL.map((definition) => [definition.name, definition]));

export function findMutation(name: string): AnyMutation | undefined {
  return BY_NAME.get(name);
}

/** Local tables whose rows come from pull pages, by the `entity` name the server sends. */
export const ENTITY_TABLES: Readonly<Record<string, string>> = Object.fromEntries(
  SYNCED_ENTITIES.map((entity) => [entity.name, entity.table]),
);

/** Where one row of a local table is read from the server (to roll back a rejected change). */
const BY_TABLE = new Map(SYNCED_ENTITIES.map((entity) => [entity.table, entity]));

export function readPathOf(table: string, id: string): string | undefined {
  return BY_TABLE.get(table)?.readPath(id);
}

const QUIET_TABLES = new Set(SYNCED_ENTITIES.filter((entity) => entity.quiet).map((entity) => entity.table));

/** Whether a table's writes are a record the app keeps, not the user's changes (entity `quiet`). */
export function isQuietTable(table: string): boolean {
  return QUIET_TABLES.has(table);
}

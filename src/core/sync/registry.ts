/**
 * The registry of every mutation the engine may queue, looked up by name when an entry is replayed
 * or rebased. Adding an entity later means adding its definitions here.
 */
import { PATIENT_MUTATIONS } from '../patients/patient-mutations.ts';
import type { MutationDefinition } from './mutation.ts';
import type { SyncedRow } from './types.ts';

// Each definition is typed by its own args; the registry only needs the common surface.
type AnyMutation = MutationDefinition<Record<string, unknown>, SyncedRow>;

export type { AnyMutation };

const ALL = [...PATIENT_MUTATIONS] as unknown as readonly AnyMutation[];

const BY_NAME = new Map<string, AnyMutation>(ALL.map((definition) => [definition.name, definition]));

export function findMutation(name: string): AnyMutation | undefined {
  return BY_NAME.get(name);
}

/** Local tables whose rows come from pull pages, by the `entity` name the server sends. */
export const ENTITY_TABLES: Readonly<Record<string, string>> = { patient: 'patients' };

/** Where one row of a local table is read from the server (to roll back a rejected change). */
const READ_PATHS: Readonly<Record<string, (id: string) => string>> = {
  patients: (id) => `/api/patients/${id}`,
};

export function readPathOf(table: string, id: string): string | undefined {
  return READ_PATHS[table]?.(id);
}

export function rowKeyOf(table: string, id: string): string {
  return `${table}:${id}`;
}

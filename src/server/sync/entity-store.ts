/**
 * Reads and writes the rows of any synced entity, inside an owner transaction for writes, and maps them
 * to the wire row the client stores. Invariants: every write draws a new version from the one sequence
 * (so the pull orders all entities together); nothing is hard-deleted.
 */
import { eq, sql } from 'drizzle-orm';
import type { SyncedRow } from '#core/sync/types';
import type { Db } from '../db/client.ts';
import type { AnyEntityRules, SyncedRecord } from './entity-definition.ts';
import type { OwnerTx, Tx } from './owner-transaction.ts';

export type WireRow = SyncedRow & Record<string, unknown>;

export function toWire(entity: AnyEntityRules, record: SyncedRecord): WireRow {
  return {
    ...entity.fieldsOf(record),
    id: record.id,
    ownerId: record.ownerId,
    version: record.version,
    updatedAt: record.updatedAt.toISOString(),
    deletedAt: record.deletedAt ? record.deletedAt.toISOString() : null,
  };
}

/** Any owner's row with this id (the caller tells "not yours" apart as 404). */
export async function findRecord(
  entity: AnyEntityRules,
  db: Db | Tx,
  id: string,
): Promise<SyncedRecord | undefined> {
  const { table } = entity;
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as SyncedRecord | undefined;
}

/** The owner's live row of this entity with this id, if any. */
export async function findOwnLiveRecord(
  entity: AnyEntityRules,
  tx: Tx,
  ownerId: string,
  id: string,
): Promise<SyncedRecord | undefined> {
  const record = await findRecord(entity, tx, id);
  return record && record.ownerId === ownerId && !record.deletedAt ? record : undefined;
}

/** Draws the next version inside the statement that writes it (one round trip fewer per write). */
export const NEXT_VERSION = sql<number>`nextval('sync_version_seq')`;

/** Inserts a new row; undefined when the id already exists (whoever owns it). */
export async function insertRecord(
  entity: AnyEntityRules,
  owner: OwnerTx,
  ownerId: string,
  id: string,
  fields: Record<string, unknown>,
): Promise<SyncedRecord | undefined> {
  const { table } = entity;
  const [row] = await owner.tx
    .insert(table)
    .values({ ...entity.columnsOf(fields), id, ownerId, version: NEXT_VERSION })
    .onConflictDoNothing({ target: table.id })
    .returning();
  return row as SyncedRecord | undefined;
}

export async function writeRecord(
  entity: AnyEntityRules,
  owner: OwnerTx,
  id: string,
  values: Record<string, unknown> & { deletedAt?: Date },
): Promise<SyncedRecord> {
  const { table } = entity;
  const { deletedAt, ...fields } = values;
  const [row] = await owner.tx
    .update(table)
    .set({
      ...entity.columnsOf(fields),
      ...(deletedAt ? { deletedAt } : {}),
      version: NEXT_VERSION,
      updatedAt: new Date(),
    })
    .where(eq(table.id, id))
    .returning();
  if (!row) throw new Error(`${entity.synced.name} not updated`);
  return row as SyncedRecord;
}

/** Any owner's row with this id, read outside a transaction (a route's GET): a prepared statement. */
export async function readRecord(
  entity: AnyEntityRules,
  db: Db,
  id: string,
): Promise<SyncedRecord | undefined> {
  const [row] = await preparedReads(entity, db).byId.execute({ id });
  return row as SyncedRecord | undefined;
}

/**
 * The read the routes run on every request, built once per database and entity instead of per
 * request (building a Drizzle query was a fifth of a one-row GET's CPU). node-postgres parses each
 * name once per pooled connection; PGlite ignores the names.
 */
function preparedReads(entity: AnyEntityRules, db: Db): PreparedReads {
  let byEntity = PREPARED.get(db);
  if (!byEntity) {
    byEntity = new Map();
    PREPARED.set(db, byEntity);
  }
  let reads = byEntity.get(entity.synced.name);
  if (!reads) {
    reads = prepareReads(entity, db);
    byEntity.set(entity.synced.name, reads);
  }
  return reads;
}

function prepareReads(entity: AnyEntityRules, db: Db) {
  const { table } = entity;
  const name = entity.synced.name;
  return {
    byId: db
      .select()
      .from(table)
      .where(eq(table.id, sql.placeholder('id')))
      .prepare(`mindoffice_${name}_by_id`),
  };
}

type PreparedReads = ReturnType<typeof prepareReads>;

const PREPARED = new WeakMap<Db, Map<string, PreparedReads>>();

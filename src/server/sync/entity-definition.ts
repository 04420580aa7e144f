/**
 * The server side of a synced entity: the shared definition (#core/sync/entity) plus its table, how a
 * stored record maps to the wire row, the references that must be the same owner's live rows (a
 * patient's company, a session's patient) and the rules only the server can apply (no overlap).
 * Create/update/delete, owner scoping, tombstones, idempotency, batching and the pull all come from
 * this definition (./entity-commands.ts, ./entity-store.ts, ./changes-feed.ts); nothing is written
 * per entity. The list of entities is src/server/synced-entities.ts.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { type AnyColumn, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pickFields, type SyncedEntity } from '#core/sync/entity';
import type { FieldErrors } from './answers.ts';
import { entityCommands } from './entity-commands.ts';
import type { Tx } from './owner-transaction.ts';
import type { SyncCommand } from './sync-command.ts';
import { wireRowColumns } from './wire-row-sql.ts';

/** The metadata columns every synced table has (src/server/db/schema-sync.ts). */
export type SyncedTable = PgTable & {
  id: AnyPgColumn;
  ownerId: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
  deletedAt: AnyPgColumn;
};

export type SyncedRecord = {
  id: string;
  ownerId: string;
  version: number;
  updatedAt: Date;
  deletedAt: Date | null;
};

type AnyFields = Record<string, unknown>;

export type EntityReference<TFields> = {
  /** The field holding the referenced row's id (null: no reference). */
  field: keyof TFields & string;
  /** A function, so two entities may refer to each other. */
  target: () => ServerEntity;
  /** What the referenced row must be besides the owner's live row (e.g. a company). */
  accepts?: (record: Record<string, unknown>) => boolean;
  /** Shown on `field` (400) when the reference is refused. */
  message: MessageDescriptor;
  /**
   * An unknown, deleted or another owner's row: 'invalid' answers 400 with `message` (a patient's
   * optional company), 'not-found' answers 404 with the target's own message (a session's patient:
   * the row the write is about, exactly like an unknown id in the path). Default 'invalid'.
   */
  absent?: 'invalid' | 'not-found';
};

/** What the server's own rules decide: the fields to store (possibly completed), or why not. */
export type Settled<TFields> = { ok: true; fields: TFields } | { ok: false; errors: FieldErrors };

/** A write as the server's rules see it, after the shared rules (`synced.settle`) passed. */
export type ProposedWrite<TFields> = {
  id: string;
  ownerId: string;
  /** The stored fields, undefined for a create. */
  existing: TFields | undefined;
  fields: TFields;
  i18n: I18n;
};

export type ServerEntitySpec<TFields extends AnyFields, TRecord extends SyncedRecord> = {
  synced: SyncedEntity<TFields>;
  table: SyncedTable;
  /** Shown when the id is unknown or another owner's. */
  notFound: MessageDescriptor;
  references?: readonly EntityReference<TFields>[];
  /**
   * The stored record's fields as sent on the wire; by default the columns named like the fields.
   * Override when a column's type differs from its wire form (an instant stored as a timestamp).
   * The pull renders the same row in SQL from the column types (./wire-row-sql.ts), so an override may
   * only do what that derivation does; changes-feed.test.ts compares the two on the rows it seeds.
   */
  fieldsOf?: (record: TRecord) => TFields;
  /** The column values of (some) fields; the inverse of `fieldsOf`, by default the same values. */
  columnsOf?: (fields: Partial<TFields>) => Record<string, unknown>;
  /**
   * Rules only the server can apply, inside the owner transaction, after the shared ones: reading the
   * owner's other rows (no overlapping session) or server state (the platform's commission rate).
   */
  complete?: (tx: Tx, write: ProposedWrite<TFields>) => Promise<Settled<TFields>>;
  /**
   * Hub addresses besides the owner's poked when a row changes: a chat message's conversation, so
   * the patient's socket (opened with their link) fetches it.
   */
  alsoPoke?: (fields: TFields) => readonly string[];
  /**
   * What a create, update or delete of a row brings about besides the row, in the same owner
   * transaction: a notification to the specialist's other devices (a session booked), a line of the
   * access log; never a change of the row.
   */
  afterWrite?: (tx: Tx, write: WrittenRow<TFields>) => Promise<void>;
  /**
   * The entity's rows that hold a patient's data, for the patient's erasure (GDPR Art. 17,
   * src/server/patients/erase-patient.ts): which rows (an SQL condition on its table, given the
   * patient's id) and what is left of each — a tombstone whose fields no one can be recognised by. The
   * tombstone stays (never hard-deleted) so that every device deletes its copy at its next pull and a
   * replayed create cannot bring the row back. Absent: the entity holds no patient's data.
   */
  erasure?: PatientErasure<TFields>;
};

export type PatientErasure<TFields> = {
  rowsOf: (patientId: string) => SQL;
  blank: Partial<TFields>;
};

/**
 * A row just written: its fields before (undefined for a create) and now (a delete's: the fields it
 * had), and who wrote it from where.
 */
export type WrittenRow<TFields> = {
  kind: 'create' | 'update' | 'delete';
  id: string;
  ownerId: string;
  deviceId: string | null;
  existing: TFields | undefined;
  fields: TFields;
  now: Date;
};

/** The spec with its defaults filled in: what the generic commands, store and pull read. */
export type EntityRules<TFields extends AnyFields, TRecord extends SyncedRecord> = Required<
  Omit<ServerEntitySpec<TFields, TRecord>, 'complete' | 'alsoPoke' | 'afterWrite' | 'erasure'>
> &
  Pick<ServerEntitySpec<TFields, TRecord>, 'complete' | 'alsoPoke' | 'afterWrite' | 'erasure'>;

/**
 * A defined entity. Its rules are typed by its own fields and record where they are written (in
 * `defineServerEntity`'s spec); the generic code, lists and references need only the common surface.
 */
export type ServerEntity = EntityRules<AnyFields, SyncedRecord> & {
  /** The writes its routes and the batch endpoint run. */
  commands: { create: SyncCommand; update: SyncCommand; delete: SyncCommand };
};

export type AnyEntityRules = EntityRules<AnyFields, SyncedRecord>;

export function defineServerEntity<TFields extends AnyFields, TRecord extends SyncedRecord>(
  spec: ServerEntitySpec<TFields, TRecord>,
): ServerEntity {
  const names = spec.synced.fieldNames;
  const instants = instantFieldsOf(spec.table, names);
  const rules: EntityRules<TFields, TRecord> = {
    ...spec,
    references: spec.references ?? [],
    fieldsOf: spec.fieldsOf ?? ((record) => instantsToWire(pickFields<TFields>(record, names), instants)),
    columnsOf: spec.columnsOf ?? ((fields) => instantsToColumns(fields, instants)),
  };
  // Erased once, here: the generic code hands each rule only rows and fields of this entity.
  const erased = rules as unknown as AnyEntityRules;
  // Derived once here so a column without a wire form in SQL stops the server at start, not a pull.
  wireRowColumns(erased);
  return { ...erased, commands: entityCommands(erased) };
}

/**
 * The fields stored as `timestamptz` columns: canonical ISO strings on the wire, read as Dates. The
 * default `fieldsOf` and `columnsOf` convert them (null stays null); read from the table, so a new
 * instant field needs nothing but its column.
 */
export function instantFieldsOf(table: SyncedTable, names: readonly string[]): string[] {
  const columns: Partial<Record<string, AnyColumn>> = getTableColumns(table);
  return names.filter((name) => columns[name]?.columnType === 'PgTimestamp');
}

function instantsToWire<TFields extends AnyFields>(fields: TFields, instants: readonly string[]): TFields {
  const wire: AnyFields = { ...fields };
  for (const name of instants) {
    const value = wire[name];
    if (value instanceof Date) wire[name] = value.toISOString();
  }
  return wire as TFields;
}

function instantsToColumns(fields: AnyFields, instants: readonly string[]): Record<string, unknown> {
  const columns: Record<string, unknown> = { ...fields };
  for (const name of instants) {
    const value = fields[name];
    if (typeof value === 'string') columns[name] = new Date(value);
  }
  return columns;
}

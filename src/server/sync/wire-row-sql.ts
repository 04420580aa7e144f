/**
 * A synced entity's wire row (entity-store.ts `toWire`) as an SQL expression the database renders to
 * JSON itself, derived from the table's column types: the pull sends thousands of rows, and parsing
 * each column, mapping it and stringifying it again in Node was most of a page's CPU. Invariant: the
 * JSON parses equal to `toWire` of the same record (changes-feed.test.ts, on the rows it seeds).
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnyEntityRules } from './entity-definition.ts';

/** The metadata `toWire` appends after the entity's fields, in its order. */
const META_KEYS = ['id', 'ownerId', 'version', 'updatedAt', 'deletedAt'] as const;

/**
 * `Date.prototype.toISOString` in SQL: UTC, milliseconds truncated as a JS Date truncates them. Not
 * `to_char`: on PGlite (PostgreSQL in WebAssembly, the default database) it cost ~30 µs a call, 190 ms
 * for the six instants of a 1,000-session page, against ~50 ms this way. The seconds come from JSON's
 * own timestamp form (ISO 8601 whatever the session's DateStyle; 19 characters for years 1000–9999),
 * the milliseconds from the microseconds of the minute.
 */
export function isoInstant(utc: SQL): SQL {
  return sql`substr(to_json(date_trunc('second', ${utc}))::text, 2, 19) || '.' || lpad((floor(extract(microseconds from ${utc}))::int % 1000000 / 1000)::text, 3, '0') || 'Z'`;
}

/** Column types whose JSON in PostgreSQL is the JSON of the value Drizzle reads (jsonb: parses equal). */
const SAME_IN_JSON = new Set([
  'PgUUID',
  'PgText',
  'PgInteger',
  'PgSmallInt',
  'PgBigInt53',
  'PgBoolean',
  'PgJsonb',
  'PgDateString',
]);

/** A name from our own code (an entity's), checked before it is written into SQL as a literal. */
export function plainName(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`not a plain name: ${name}`);
  return name;
}

function wireValue(entityName: string, key: string, column: AnyPgColumn): SQL {
  if (column.columnType === 'PgTimestamp') {
    // Drizzle reads a timestamp without time zone as UTC; one with it is an instant in any zone.
    const utc =
      'withTimezone' in column && column.withTimezone ? sql`${column} at time zone 'UTC'` : sql`${column}`;
    return isoInstant(utc);
  }
  if (SAME_IN_JSON.has(column.columnType)) return sql`${column}`;
  // A sealed column (src/server/db/sealed-column.ts, the only custom type): its stored text, opened in
  // Node by the pull (sealedKeysOf).
  if (column.columnType === 'PgCustomColumn') return sql`${column}`;
  // A new column type must say its wire form here, or the pull would silently differ from `toWire`.
  throw new Error(`${entityName}.${key}: no wire form for ${column.columnType}`);
}

/**
 * The select list of the entity's wire row, one column a key in `toWire`'s order (of a default
 * `fieldsOf`): `row_to_json` of a row of it is the wire row, compact as JSON.stringify writes it.
 */
export function wireRowColumns(entity: AnyEntityRules): Record<string, SQL.Aliased> {
  const name = entity.synced.name;
  const columns: Partial<Record<string, AnyPgColumn>> = getTableColumns(entity.table);
  const selection: Record<string, SQL.Aliased> = {};
  for (const key of [...entity.synced.fieldNames, ...META_KEYS]) {
    const column = columns[key];
    if (!column) throw new Error(`${name}.${key}: no column of that name`);
    selection[key] = wireValue(name, key, column).as(key);
  }
  return selection;
}

/**
 * The entity's sealed columns by wire key, each opening its stored text as Drizzle would on a read:
 * the pull opens them in Node after the database rendered the row.
 */
export function sealedColumnsOf(entity: AnyEntityRules): [string, (stored: string) => unknown][] {
  const columns: Partial<Record<string, AnyPgColumn>> = getTableColumns(entity.table);
  return entity.synced.fieldNames.flatMap((key) => {
    const column = columns[key];
    if (column?.columnType !== 'PgCustomColumn') return [];
    return [
      [key, (stored: string) => column.mapFromDriverValue(stored)] as [string, (stored: string) => unknown],
    ];
  });
}

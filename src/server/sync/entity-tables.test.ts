// Each synced entity's server table holds exactly its fields, as the entity's valibot entries describe
// them: a column per field, of a type that stores what the schema accepts, null only where the schema
// takes null, an enum column listing the schema's choices; nothing else but the synced metadata. The
// fields are written once (#core), so a table drifting from them fails here, naming the field.
import { type AnyColumn, getTableColumns } from 'drizzle-orm';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PROFILE_SECTIONS } from '#core/profile/profile-schema';
import { SYNCED_ENTITIES } from '#core/sync/entities';
import { SERVER_ENTITIES } from '../synced-entities.ts';

/** Every synced table's own columns around the entity's (src/server/db/schema-sync.ts). */
const METADATA = ['id', 'ownerId', 'version', 'createdAt', 'updatedAt', 'deletedAt'];

/** The columns that can hold each kind of valibot value (strings: text, UUIDs, instants and dates). */
// A sealed column (src/server/db/sealed-column.ts, Drizzle's custom type) holds text or JSON sealed.
const COLUMNS_FOR: Record<string, readonly string[]> = {
  string: ['PgText', 'PgUUID', 'PgTimestamp', 'PgDateString', 'PgCustomColumn'],
  number: ['PgInteger', 'PgSmallInt', 'PgBigInt53'],
  boolean: ['PgBoolean'],
  array: ['PgJsonb'],
  object: ['PgJsonb'],
  strict_object: ['PgJsonb', 'PgCustomColumn'],
  // A map by key (a clinical note's sections): JSON.
  record: ['PgJsonb', 'PgCustomColumn'],
  // A document checked by code (an article's body): JSON.
  custom: ['PgJsonb'],
};

/**
 * What a table may hold besides its entity's fields, and why. Columns the server keeps for itself are
 * never sent; the profile's row is made at registration, before the completion steps fill the fields
 * that stay null until then (the office opens once they are set, src/server/onboarding/profile-steps.ts).
 */
const SERVER_ONLY: Record<string, { columns?: readonly string[]; nullUntilCompleted?: readonly string[] }> = {
  notification: { columns: ['dedupeKey', 'pushedAt'] },
  profile: {
    columns: [
      'userId',
      'stage',
      'declaredAt',
      'submittedAt',
      'rejectionReason',
      'decidedAt',
      'passwordCreatedAt',
      'agreedAt',
      'photoStepAt',
      'basicInfoStepAt',
      'sessionStepAt',
      'completedAt',
    ],
    // The public, pricing and payout sections, the availability and the session offer.
    nullUntilCompleted: [
      ...PROFILE_SECTIONS.public,
      ...PROFILE_SECTIONS.pricing,
      ...PROFILE_SECTIONS.payout,
      'availability',
      'sessionOffer',
    ],
  },
};

type AnySchema = v.GenericSchema & { wrapped?: AnySchema; options?: readonly unknown[]; default?: unknown };

/** The schema's value type, whether it takes null, and a picklist's choices. */
function describeSchema(schema: AnySchema): { type: string; nullable: boolean; choices?: unknown[] } {
  if (schema.type === 'nullable' && schema.wrapped)
    return { ...describeSchema(schema.wrapped), nullable: true };
  // Optional with a default (`''`, `[]`) is never absent once parsed; without one it is stored as null,
  // as it is with a null default (a field older clients do not send).
  if (schema.type === 'optional' && schema.wrapped) {
    const wrapped = describeSchema(schema.wrapped);
    const nullable = wrapped.nullable || schema.default === undefined || schema.default === null;
    return { ...wrapped, nullable };
  }
  if (schema.type === 'picklist') {
    const choices = [...(schema.options ?? [])];
    return { type: typeof choices[0], nullable: false, choices };
  }
  return { type: schema.type, nullable: false };
}

/** What is wrong with one field's column, or undefined. */
function columnProblem(
  field: string,
  schema: AnySchema,
  column: AnyColumn | undefined,
  nullUntilCompleted: readonly string[],
): string | undefined {
  if (!column) return `${field}: no column`;
  const described = describeSchema(schema);
  const { type, choices } = described;
  const nullable = described.nullable || nullUntilCompleted.includes(field);
  const fits = COLUMNS_FOR[type];
  if (!fits) return `${field}: no column type known for a valibot ${type}`;
  if (!fits.includes(column.columnType)) return `${field}: a ${type} in a ${column.columnType} column`;
  if (nullable === column.notNull)
    return `${field}: ${nullable ? 'null allowed, column NOT NULL' : 'null refused, column nullable'}`;
  const enumValues = column.enumValues as readonly string[] | undefined;
  if (
    choices &&
    enumValues?.length &&
    [...enumValues].sort().join() !== [...choices].map(String).sort().join()
  )
    return `${field}: column enum [${enumValues.join(', ')}], schema [${choices.join(', ')}]`;
  return undefined;
}

describe('the synced tables', () => {
  it('the server lists the same entities as #core, in the same order', () => {
    expect(SERVER_ENTITIES.map((entity) => entity.synced.name)).toEqual(
      SYNCED_ENTITIES.map((entity) => entity.name),
    );
  });

  for (const entity of SERVER_ENTITIES) {
    it(`${entity.synced.name}: one column per field, of its type and nullability, and nothing else`, () => {
      const columns: Partial<Record<string, AnyColumn>> = getTableColumns(entity.table);
      const entries: Record<string, AnySchema> = entity.synced.fieldEntries;
      const known = SERVER_ONLY[entity.synced.name] ?? {};
      const problems = Object.entries(entries).flatMap(
        ([field, schema]) =>
          columnProblem(field, schema, columns[field], known.nullUntilCompleted ?? []) ?? [],
      );
      const extra = Object.keys(columns).filter(
        (name) =>
          !METADATA.includes(name) &&
          !entity.synced.fieldNames.includes(name) &&
          !known.columns?.includes(name),
      );
      expect(problems, 'fields whose column does not match').toEqual([]);
      expect(extra, 'columns that are no field of the entity').toEqual([]);
    });
  }
});

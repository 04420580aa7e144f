import { bigint, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { AnyEntityRules } from './entity-definition.ts';
import { wireRowColumns } from './wire-row-sql.ts';

function entityWith(extra: Record<string, ReturnType<typeof text> | ReturnType<typeof numeric>>) {
  const table = pgTable('things', {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...extra,
  });
  // Only the two properties wireRowColumns reads; the rest of a definition plays no part here.
  return { synced: { name: 'thing', fieldNames: Object.keys(extra) }, table } as unknown as AnyEntityRules;
}

describe('the wire row in SQL', () => {
  it('lists the fields, then the metadata, in the order toWire writes them', () => {
    expect(Object.keys(wireRowColumns(entityWith({ label: text('label') })))).toEqual([
      'label',
      'id',
      'ownerId',
      'version',
      'updatedAt',
      'deletedAt',
    ]);
  });

  it('refuses a column type whose wire form it does not know, instead of sending it differently', () => {
    expect(() => wireRowColumns(entityWith({ amount: numeric('amount') }))).toThrow(
      'thing.amount: no wire form for PgNumeric',
    );
  });
});

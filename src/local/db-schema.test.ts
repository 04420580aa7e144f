// The browser database's schema is derived from its tables' histories (./local-table.ts): these tests
// hold what that derivation cannot — every synced entity has its table, and a version once shipped is
// never edited (installed clients already ran it; only a new version reaches them).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SYNCED_ENTITIES } from '#core/sync/entities';
import { BUCKET_TABLES, SCHEMA_VERSIONS, SYNCED_TABLES } from './db-schema.ts';
import type { LocalTable } from './local-table.ts';

/**
 * Each shipped version's fingerprint (its stores and whether it upgrades rows). Append the line a new
 * version's failure prints, after checking the version only adds: changing a line here means an
 * installed client would never get the change.
 */
const SHIPPED: Readonly<Record<number, string>> = {
  1: '7b6fefffbc12',
  2: 'd52c539bf2ac',
  3: '6da2cefd0eab',
  4: '11f157e4af81',
  5: '4a91789cbbab',
  6: 'c000ec6e14a2',
  7: '60097ec61451',
  8: '21ab29c2474f',
  9: '0c556ba64647',
  10: '51c2385a7d8e',
  11: 'ac3bf0fa16f9',
  12: 'e18c7834085c',
  13: '233054cea0a5',
  14: 'f9f239d0aecc',
  15: '9b23206d2ab3',
  16: 'f9f239d0aecc',
  17: '7de2f4576f2b',
  18: 'e40ecb34e59a',
  19: '4c139b49aa4f',
  20: '73773dd4d957',
  21: 'b138da7bc277',
  22: '1157e70d2021',
  23: 'd44e72f5539f',
  24: '6912778ad122',
};

function fingerprint(version: (typeof SCHEMA_VERSIONS)[number]): string {
  const text = JSON.stringify([Object.entries(version.stores).sort(), Boolean(version.upgrade)]);
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

describe('the browser database schema', () => {
  it('has one table per synced entity, named as the entity says', () => {
    expect(SYNCED_TABLES.map((table) => table.entity.name)).toEqual(
      SYNCED_ENTITIES.map((entity) => entity.name),
    );
    for (const table of SYNCED_TABLES) expect(table.name).toBe(table.entity.table);
  });

  it('never edits a shipped version; a new one is appended after the last', () => {
    const changed = SCHEMA_VERSIONS.filter(
      (version) =>
        SHIPPED[version.version] !== undefined && SHIPPED[version.version] !== fingerprint(version),
    ).map((version) => version.version);
    expect(changed, 'shipped versions edited: add a new version instead').toEqual([]);
    const shipped = Object.keys(SHIPPED).map(Number);
    const unshipped = SCHEMA_VERSIONS.filter((version) => SHIPPED[version.version] === undefined);
    expect(
      unshipped.map((version) => `${version.version}: '${fingerprint(version)}',`),
      'new versions: once reviewed, add these lines to SHIPPED',
    ).toEqual([]);
    expect(SCHEMA_VERSIONS.map((version) => version.version)).toEqual(shipped);
  });

  it('keys every step of a table by the same primary key', () => {
    const steps = (table: LocalTable) => table.history.filter((step) => typeof step.stores === 'string');
    for (const table of SYNCED_TABLES)
      for (const step of steps(table))
        expect(step.stores?.split(',')[0], `${table.name} at version ${step.version}`).toBe('id');
    for (const table of BUCKET_TABLES)
      for (const step of steps(table))
        expect(step.stores?.split(',')[0], `${table.name} at version ${step.version}`).toBe('key');
  });

  it('declares the record table of every bucketed synced table, and no other', () => {
    const declared = SYNCED_TABLES.flatMap((table) => (table.buckets ? [table.buckets.table.name] : []));
    expect(BUCKET_TABLES.map((table) => table.name).sort()).toEqual(declared.sort());
  });
});

/**
 * The server suite's in-memory PGlite databases start from one snapshot of a freshly migrated database,
 * made once per run by the suite's global setup: loading it takes ~0.4 s, creating and migrating a
 * database ~1.5 s, and the suite opens one for almost every file. The snapshot is the same migrations'
 * result, so each file still gets an empty, fully migrated database of its own.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migratePgliteClient } from '../db/migrate.ts';

/** The environment variable naming the snapshot's file for the test workers. */
const SNAPSHOT_ENV = 'MINDOFFICE_TEST_PGLITE_SNAPSHOT';

/** Vitest global setup: makes the snapshot before any worker starts. */
export async function setup(): Promise<void> {
  const client = await PGlite.create();
  await migratePgliteClient(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const path = join(tmpdir(), `mindoffice-pglite-snapshot-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  // Workers are started after the global setup, with this process's environment.
  process.env[SNAPSHOT_ENV] = path;
}

/** Vitest global teardown: removes the snapshot's file. */
export function teardown(): void {
  const path = process.env[SNAPSHOT_ENV];
  if (path) rmSync(path, { force: true });
}

let loaded: Blob | undefined;

/** The snapshot, when the suite's global setup made one (undefined elsewhere, a bench say). */
export function pgliteSnapshot(): Blob | undefined {
  const path = process.env[SNAPSHOT_ENV];
  if (!path) return undefined;
  loaded ??= new Blob([readFileSync(path)]);
  return loaded;
}

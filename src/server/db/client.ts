/**
 * Opens the database behind one Drizzle pg-core API: embedded PGlite (a data directory, or memory
 * for tests) or PostgreSQL through a node-postgres pool, and migrates it before anyone uses it.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { errorFields, type Logger } from '../log.ts';
import { migratePgliteClient, migratePool } from './migrate.ts';
import * as schema from './schema.ts';

export type DbKind = 'pglite' | 'postgres';
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: DbKind;
  /** Idempotent; PGlite must be closed so its data directory is left consistent. */
  close(): Promise<void>;
};

function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = dataDir
    ? await PGlite.create(dataDir)
    : await PGlite.create(snapshot ? { loadDataDir: snapshot } : {});
  try {
    await migratePgliteClient(client);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: drizzlePglite({ client, schema }), kind: 'pglite', close: closeOnce(() => client.close()) };
}

async function openPostgres(url: string, log: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle client's network error would otherwise be an unhandled 'error' event and kill the process.
  pool.on('error', (error) => log.warn('postgres idle client error', errorFields(error)));
  try {
    await migratePool(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzleNodePg({ client: pool, schema }),
    kind: 'postgres',
    close: closeOnce(() => pool.end()),
  };
}

export function openDatabase(config: DatabaseConfig, log: Logger): Promise<Database> {
  return config.kind === 'pglite'
    ? openPglite(config.dataDir, config.snapshot)
    : openPostgres(config.url, log);
}

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
import { startPgliteUpkeep } from './pglite-upkeep.ts';
import * as schema from './schema.ts';

export type DbKind = 'pglite' | 'postgres';
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: DbKind;
  /**
   * Brings the planner's statistics up to date now: PGlite's upkeep pass (pglite-upkeep.ts, otherwise
   * every minute); on PostgreSQL, where autovacuum does it in time, one ANALYZE.
   */
  refreshStatistics(): Promise<void>;
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

async function openPglite(
  dataDir: string | undefined,
  snapshot: Blob | undefined,
  log: Logger,
): Promise<Database> {
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
  const upkeep = startPgliteUpkeep(client, log);
  // A data directory written before this start may never have been analyzed.
  void upkeep.runPass();
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    refreshStatistics: upkeep.runPass,
    close: closeOnce(async () => {
      await upkeep.stop();
      await client.close();
    }),
  };
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
    refreshStatistics: async () => {
      await pool.query('analyze');
    },
    close: closeOnce(() => pool.end()),
  };
}

export function openDatabase(config: DatabaseConfig, log: Logger): Promise<Database> {
  return config.kind === 'pglite'
    ? openPglite(config.dataDir, config.snapshot, log)
    : openPostgres(config.url, log);
}

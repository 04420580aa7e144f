/**
 * The database drivers a server test runs against: in-memory PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set — each test file gets its own uniquely named database, dropped at the end.
 */
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { pgliteSnapshot } from './pglite-snapshot.ts';

export type DriverName = 'pglite' | 'postgres';

export const TEST_DRIVERS: DriverName[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = { config: DatabaseConfig; drop(): Promise<void> };

async function withAdminClient<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(driver: DriverName): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (driver === 'pglite' || !baseUrl) {
    const snapshot = pgliteSnapshot();
    return {
      config: { kind: 'pglite', dataDir: undefined, ...(snapshot ? { snapshot } : {}) },
      drop: async () => undefined,
    };
  }
  const name = `mindoffice_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await withAdminClient(baseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: () =>
      withAdminClient(baseUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

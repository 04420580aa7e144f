/**
 * A database that survives a server's restart, for tests that stop a server and start another on the
 * same data: a PGlite data directory (removed by `drop`), or a PostgreSQL database of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../config.ts';
import { createTestDatabase, type DriverName, type TestDatabase } from './drivers.ts';

export async function persistentDatabase(driver: DriverName): Promise<TestDatabase> {
  if (driver !== 'pglite') return createTestDatabase(driver);
  const dir = mkdtempSync(path.join(tmpdir(), 'mindoffice-persistent-'));
  const config: DatabaseConfig = { kind: 'pglite', dataDir: path.join(dir, 'pglite') };
  return { config, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

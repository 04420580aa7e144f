/**
 * Server configuration from environment variables, with the defaults that make `npm start` work on a
 * fresh machine. Every variable the server reads is listed here and nowhere else.
 *
 *   PORT           HTTP port (default 8080; 0 picks a free port)
 *   HOST           bind address (default 0.0.0.0)
 *   DATABASE_URL   postgres://… switches from embedded PGlite to PostgreSQL (node-postgres)
 *   DATA_DIR       data directory (default ./data); PGlite lives in DATA_DIR/pglite
 *   DIST_DIR       built app to serve (default <repo>/dist)
 *   JWT_SECRET     access-token signing secret; else generated once and kept in server_settings
 *   ADMIN_EMAIL    first admin's e-mail (default admin@mindoffice.local)
 *   ADMIN_PASSWORD first admin's password; else a strong one is generated and printed once
 *   LOG_LEVEL      debug | info | warn | error | silent (default info)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LogLevel, parseLogLevel } from './log.ts';

export type DatabaseConfig =
  /** `dataDir` undefined means in-memory (tests). */
  { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

export type ServerConfig = {
  port: number;
  host: string;
  database: DatabaseConfig;
  distDir: string;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: LogLevel;
};

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '0.0.0.0';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_DIST_DIR = path.join(REPO_ROOT, 'dist');

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a valid port: ${value}`);
  return port;
}

export function readConfig(env: Env = process.env): ServerConfig {
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? 'data');
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? DEFAULT_HOST,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    distDir: path.resolve(nonEmpty(env.DIST_DIR) ?? DEFAULT_DIST_DIR),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    adminEmail: nonEmpty(env.ADMIN_EMAIL)?.toLowerCase(),
    // Not trimmed: spaces are legitimate password characters.
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined,
    logLevel: parseLogLevel(env.LOG_LEVEL),
  };
}

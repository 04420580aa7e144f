/**
 * Server configuration from environment variables, with the defaults that make `npm start` work on a
 * fresh machine. Every variable the server reads is listed here and nowhere else.
 *
 *   PORT           HTTP port (default 8080; 0 picks a free port)
 *   HOST           bind address (default 0.0.0.0)
 *   DATABASE_URL   postgres://… switches from embedded PGlite to PostgreSQL (node-postgres)
 *   DATA_DIR       data directory (default ./data); PGlite lives in DATA_DIR/pglite, uploads in
 *                  DATA_DIR/uploads unless FILES_URL says otherwise
 *   FILES_URL      s3://bucket/prefix stores uploads in S3-compatible object storage (file:///dir, another
 *                  directory); with it AWS_REGION (or AWS_DEFAULT_REGION; default us-east-1) and
 *                  AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL) for a non-AWS service, read here, and the
 *                  credentials AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, read by the
 *                  AWS SDK's own chain (which also knows profiles and instance roles)
 *   DIST_DIR       built app to serve (default <repo>/dist)
 *   JWT_SECRET     access-token signing secret; else generated once and kept in server_settings
 *   SECRETS_KEY    base64 of 32 bytes sealing stored secrets (authenticator seeds); else generated
 *                  once and kept in server_settings (set it so a database dump alone opens nothing)
 *   RECORD_KEY     base64 of 32 bytes wrapping the keys that seal the clinical record at rest; else
 *                  generated once and kept in server_settings. RECORD_KEY_PREVIOUS: the key being
 *                  rotated out (its data keys are re-wrapped by RECORD_KEY at start)
 *   ADMIN_EMAIL    first admin's e-mail (default admin@mindoffice.local)
 *   ADMIN_PASSWORD first admin's password; else a strong one is generated and printed once
 *   LOG_LEVEL      debug | info | warn | error | silent (default info)
 *   PUBLIC_URL     origin of the app in e-mailed links (default http://localhost:<PORT>)
 *   SMTP_URL       smtp(s)://user:pass@host:port for nodemailer; unset: stored outbox + console
 *   MAIL_FROM      sender of the e-mails (default MindOffice <no-reply@mindoffice.local>)
 *   TRUST_PROXY    how many proxies in front append to X-Forwarded-For (default 0; `true` means 1):
 *                  rate limits read the client address that many entries from its right
 *   RATE_LIMIT_MULTIPLIER  every rate limit times this (default 1; e2e suites raise it)
 *   ACCESS_LOG_RETENTION_DAYS  how long the access log keeps a line (default 2190, six years)
 *   VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY  Web Push keys (both); else generated once and kept in
 *                  server_settings, like the JWT secret
 *   VAPID_SUBJECT  contact the push services may use (default mailto: the MAIL_FROM address)
 *   PUSH_SERVICES  comma-separated hosts push endpoints may be on, a subdomain of one included
 *                  (default the push services of Chrome, Firefox, Safari and Edge)
 *   ICE_SERVERS    live sessions' STUN/TURN servers, a JSON array of RTCIceServer objects (default a
 *                  public STUN server)
 *   TURN_SECRET    coturn's static-auth-secret: TURN entries without credentials get short-lived ones
 *   TURN_TTL_SECONDS  how long those credentials work (default 14400, four hours)
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PasswordGateOptions } from './auth/password-gate.ts';
import { type FilesConfig, parseFilesConfig } from './files/files-config.ts';
import { type LogLevel, parseLogLevel } from './log.ts';
import type { RateLimitRules } from './rate-limit/rate-limiter.ts';
import {
  DEFAULT_ICE_SERVERS,
  DEFAULT_TURN_TTL_SECONDS,
  type IceSettings,
  parseIceServers,
  parseTurnTtl,
} from './rooms/ice-servers.ts';

export type DatabaseConfig =
  | {
      kind: 'pglite';
      /** Undefined means in-memory (tests). */
      dataDir: string | undefined;
      /**
       * In-memory only: start from this dump (`PGlite.dumpDataDir`) of a migrated database instead of
       * creating one, ~0.4 s against ~1.5 s; the server suite makes it once per run.
       */
      snapshot?: Blob;
    }
  | { kind: 'postgres'; url: string };

export type ServerConfig = {
  port: number;
  host: string;
  database: DatabaseConfig;
  distDir: string;
  jwtSecret: string | undefined;
  /** Absent: generated once per database (secrets/secrets-key.ts). */
  secretsKey?: string;
  recordKey?: string;
  previousRecordKey?: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: LogLevel;
  // Onboarding (issue 4). Optional so configs built in code (tests) need not name them.
  publicUrl?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** Where uploads are stored (files/files-config.ts). Undefined: a temporary directory (tests). */
  files?: FilesConfig | undefined;
  /** TRUST_PROXY (see above); absent: 0. */
  trustedProxies?: number;
  rateLimitMultiplier?: number;
  /** Tests only: how many password checks at once, how long and how many may wait. */
  passwordGate?: PasswordGateOptions;
  /** Tests only: tighter or looser limits per bucket. */
  rateLimits?: Partial<RateLimitRules>;
  vapid?: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined };
  /** Live sessions' ICE servers and TURN credentials (rooms/ice-servers.ts). */
  ice?: IceSettings;
  /** Tests only: how long a notification waits to be seen in the app before it is pushed. */
  pushDelayMs?: number;
  /** PUSH_SERVICES: the hosts push endpoints may be on (default the major browsers' push services). */
  pushServices?: readonly string[];
  /** Tests only: the push service's certificate authority (a local HTTPS receiver). */
  pushCa?: string;
  /** Tests only: pushes may go to loopback and private addresses (the local receiver). */
  pushAllowsPrivateAddresses?: boolean;
  /** Tests only: false leaves Web Push to the test's own calls of its sweep (no timer racing them). */
  pushTimer?: boolean;
  /** Tests only: false runs no reminders' sweep (sessions soon, packages expiring) every minute. */
  reminderTimer?: boolean;
  /** Tests only: false leaves the patients' session e-mails to the test's own calls of their sweep. */
  patientMailTimer?: boolean;
  /** ACCESS_LOG_RETENTION_DAYS: how long the access log keeps a line (default 6 years). */
  accessLogRetentionDays?: number;
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

function parseMultiplier(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const factor = Number(value);
  if (!Number.isFinite(factor) || factor <= 0)
    throw new Error(`RATE_LIMIT_MULTIPLIER is not a positive number: ${value}`);
  return factor;
}

function parseRetentionDays(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`ACCESS_LOG_RETENTION_DAYS is not a whole number of days: ${value}`);
  return days;
}

function parseHostList(value: string): string[] {
  const hosts = value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  for (const host of hosts) {
    if (!/^[a-z0-9.-]+$/.test(host)) throw new Error(`PUSH_SERVICES: not a host name: ${host}`);
  }
  return hosts;
}

function parseTrustedProxies(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`TRUST_PROXY is not a number of proxies (0-10): ${value}`);
  return hops;
}

export function readConfig(env: Env = process.env): ServerConfig {
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? 'data');
  const secretsKey = nonEmpty(env.SECRETS_KEY);
  const recordKey = nonEmpty(env.RECORD_KEY);
  const previousRecordKey = nonEmpty(env.RECORD_KEY_PREVIOUS);
  const retentionDays = parseRetentionDays(env.ACCESS_LOG_RETENTION_DAYS);
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? DEFAULT_HOST,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    distDir: path.resolve(nonEmpty(env.DIST_DIR) ?? DEFAULT_DIST_DIR),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    ...(secretsKey ? { secretsKey } : {}),
    ...(recordKey ? { recordKey } : {}),
    ...(previousRecordKey ? { previousRecordKey } : {}),
    ...(retentionDays === undefined ? {} : { accessLogRetentionDays: retentionDays }),
    adminEmail: nonEmpty(env.ADMIN_EMAIL)?.toLowerCase(),
    // Not trimmed: spaces are legitimate password characters.
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined,
    logLevel: parseLogLevel(env.LOG_LEVEL),
    publicUrl: nonEmpty(env.PUBLIC_URL)?.replace(/\/+$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM),
    files: parseFilesConfig(env, dataDir),
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    ...(nonEmpty(env.PUSH_SERVICES) ? { pushServices: parseHostList(env.PUSH_SERVICES ?? '') } : {}),
    rateLimitMultiplier: parseMultiplier(env.RATE_LIMIT_MULTIPLIER),
    vapid: {
      publicKey: nonEmpty(env.VAPID_PUBLIC_KEY),
      privateKey: nonEmpty(env.VAPID_PRIVATE_KEY),
      subject: nonEmpty(env.VAPID_SUBJECT),
    },
    ice: {
      servers: parseIceServers(env.ICE_SERVERS),
      turnSecret: nonEmpty(env.TURN_SECRET),
      turnTtlSeconds: parseTurnTtl(env.TURN_TTL_SECONDS),
    },
  };
}

/** Configs built in code (tests) that name no ICE servers: the defaults, no TURN. */
export const DEFAULT_ICE_SETTINGS: IceSettings = {
  servers: DEFAULT_ICE_SERVERS,
  turnSecret: undefined,
  turnTtlSeconds: DEFAULT_TURN_TTL_SECONDS,
};

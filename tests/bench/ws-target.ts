// One server process of the WebSocket benches (ws, chats): the whole server (PGlite in a temporary
// directory, or DATABASE_URL) plus, with `seed`, OWNERS accounts with a session each, tokens minted
// without argon2.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signAccessToken } from '../../src/server/auth/access-token.ts';
import { loadJwtSecret } from '../../src/server/auth/jwt-secret.ts';
import { startFamily } from '../../src/server/auth/refresh-tokens.ts';
import { type DatabaseConfig, readConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import { userRights, users } from '../../src/server/db/schema.ts';
import { createLogger } from '../../src/server/log.ts';
import { startServer } from '../../src/server/server.ts';
import { TEST_ADMIN } from '../../src/server/test-support/test-server.ts';

export type Owner = { id: string; token: string };
export type WsTargetReady = { url: string; owners: Owner[] };
/** Parent → target: `memory` answers the process's memory in bytes, after garbage collection. */
export type WsTargetRequest = 'memory';
export type Memory = { rss: number; heap: number };

async function seedOwners(db: Db, jwtSecret: string, count: number): Promise<Owner[]> {
  if (count === 0) return [];
  const stamp = Date.now();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `ws-owner-${index}.${stamp}@bench.test`,
        // Never signed in with: the bench mints its sessions directly.
        passwordHash: 'not-a-password-hash',
        firstName: 'Bench',
        lastName: `Owner ${index}`,
        userType: 'specialist' as const,
        status: 'active' as const,
      })),
    )
    .returning({ id: users.id });
  await db.insert(userRights).values(rows.map((row) => ({ userId: row.id, code: 'office', data: {} })));
  const owners: Owner[] = [];
  for (const row of rows) {
    const session = await startFamily(db, row.id);
    const claims = { userId: row.id, userType: 'specialist' as const, sessionId: session.familyId };
    owners.push({ id: row.id, token: await signAccessToken(jwtSecret, claims) });
  }
  return owners;
}

const [ownerCount = '0'] = process.argv.slice(2);
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bench-ws-'));
const database: DatabaseConfig = process.env.DATABASE_URL
  ? { kind: 'postgres', url: process.env.DATABASE_URL }
  : { kind: 'pglite', dataDir };
const server = await startServer(
  {
    port: 0,
    host: '127.0.0.1',
    database,
    distDir: '/nonexistent-dist',
    jwtSecret: process.env.JWT_SECRET,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    logLevel: 'info',
    // The chats bench raises it: its thousand patients all connect and write from one address.
    rateLimitMultiplier: readConfig().rateLimitMultiplier ?? 1,
  },
  { print: () => undefined, logger: createLogger('info') },
);
const jwtSecret = await loadJwtSecret(server.database.db, process.env.JWT_SECRET);
const owners = await seedOwners(server.database.db, jwtSecret, Number(ownerCount));
process.send?.({ url: server.url, owners } satisfies WsTargetReady);
/** Settles garbage first: the start and seeding leave enough behind to hide 2,000 sockets. */
const SETTLE_MS = 500;
process.on('message', async (request: WsTargetRequest) => {
  if (request !== 'memory') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send?.({ rss, heap: heapUsed + external } satisfies Memory);
});
const stop = () => {
  void server.close().finally(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);

// One load target of the API bench, run as its own process so autocannon never shares its event loop:
// `app` (the whole server), `auth`/`middleware` (api-layers.ts), `bare` (same SQL and JSON) or `hello`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { loadJwtSecret } from '../../src/server/auth/jwt-secret.ts';
import type { DatabaseConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { patients } from '../../src/server/db/schema.ts';
import type { AppEnv } from '../../src/server/http/app-env.ts';
import { loadI18n } from '../../src/server/i18n.ts';
import { createLogger } from '../../src/server/log.ts';
import { patientEntity } from '../../src/server/patients/patient-entity.ts';
import { startServer } from '../../src/server/server.ts';
import { changesFeed } from '../../src/server/sync/changes-feed.ts';
import { readRecord, toWire } from '../../src/server/sync/entity-store.ts';
import { SERVER_ENTITIES } from '../../src/server/synced-entities.ts';
import { createTestDatabase } from '../../src/server/test-support/drivers.ts';
import { createUser, signIn, TEST_ADMIN } from '../../src/server/test-support/test-server.ts';
import { layeredApp } from './api-layers.ts';

/** The pull over the server's entities, as the app's sync routes build it. */
const FEED = changesFeed(SERVER_ENTITIES);

export type TargetMode = 'app' | 'auth' | 'middleware' | 'bare' | 'hello';
export type TargetReady = { url: string; token: string; patientId: string };

/** The owner's rows (pulled) and another owner's (so the owner filter has something to skip). */
const OWNER_PATIENTS = 1_000;
const OTHER_PATIENTS = 9_000;

async function seedPatients(database: Database, ownerId: string, count: number): Promise<void> {
  await database.db.execute(sql`
    insert into patients (id, owner_id, name, contact_number, gender, date_of_birth, country, type, email, version)
    select gen_random_uuid(), ${ownerId}, 'Patient ' || chr(65 + (n % 26)) || chr(97 + (n / 26 % 26)), '+33612345678',
      'female', '1990-01-01', 'FR', 'individual', 'p' || n || '@example.com', nextval('sync_version_seq')
    from generate_series(1, ${count}) as n`);
}

async function seed(database: Database) {
  const owner = await createUser({ database });
  const other = await createUser({ database });
  await seedPatients(database, other.id, OTHER_PATIENTS);
  await seedPatients(database, owner.id, OWNER_PATIENTS);
  const [row] = await database.db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.ownerId, owner.id))
    .orderBy(asc(patients.version))
    .limit(1);
  if (!row) throw new Error('seeding wrote no patient');
  return { owner, patientId: row.id };
}

/**
 * (b): each route runs the statement ours runs (the same prepared SQL, so the same database work: the
 * pull's one UNION ALL over every entity table, rendered to JSON in SQL) and writes the same bytes,
 * with no middleware, auth or validation.
 */
function bareApp(database: Database, ownerId: string): Hono {
  const app = new Hono();
  app.get('/api/patients/:id', async (c) => {
    const row = await readRecord(patientEntity, database.db, c.req.param('id'));
    if (!row || row.ownerId !== ownerId) return c.json({ success: false }, 404);
    return c.json({ success: true, data: toWire(patientEntity, row) });
  });
  app.get('/api/sync/changes', async (c) => {
    const since = Number(c.req.query('since') ?? 0);
    const limit = Number(c.req.query('limit') ?? 1000);
    const page = await FEED.pageJson(database.db, ownerId, FEED.cursorsForEveryEntity(since), limit);
    return c.body(`{"success":true,"data":${page}}`, 200, { 'Content-Type': 'application/json' });
  });
  return app;
}

async function listenOn(app: Hono<AppEnv> | Hono): Promise<string> {
  return new Promise((resolve) => {
    serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
}

async function databaseConfig(driver: string): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  if (driver === 'postgres') return createTestDatabase('postgres');
  // On disk, as `npm start` runs it.
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-pglite-'));
  return {
    config: { kind: 'pglite', dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function start(
  mode: TargetMode,
  driver: string,
): Promise<{ ready: TargetReady; stop(): Promise<void> }> {
  if (mode === 'hello') {
    const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
    return { ready: { url: await listenOn(app), token: '', patientId: '' }, stop: async () => undefined };
  }
  const { config, drop } = await databaseConfig(driver);
  if (mode === 'bare') {
    const database = await openDatabase(config, createLogger('silent'));
    const { owner, patientId } = await seed(database);
    const url = await listenOn(bareApp(database, owner.id));
    return {
      ready: { url, token: '', patientId },
      stop: async () => {
        await database.close();
        await drop();
      },
    };
  }
  const log = createLogger('info');
  // The whole server as `npm start` runs it: JSON request logs at info on stdout (the parent
  // discards them), every middleware, real sign-in.
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      database: config,
      distDir: '/nonexistent-dist',
      jwtSecret: undefined,
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      logLevel: 'info',
    },
    { print: () => undefined, logger: log },
  );
  const { owner, patientId } = await seed(server.database);
  const session = await signIn(server, owner);
  // The in-between layers run beside the idle whole server, on its database and its secret.
  const url =
    mode === 'app'
      ? server.url
      : await listenOn(
          layeredApp(
            {
              db: server.database.db,
              jwtSecret: await loadJwtSecret(server.database.db, undefined),
              sessions: server.sessions,
              i18n: await loadI18n(log),
              log,
              ownerId: owner.id,
            },
            mode === 'auth',
          ),
        );
  return {
    ready: { url, token: session.token, patientId },
    stop: async () => {
      await server.close();
      await drop();
    },
  };
}

/** BENCH_CPU_PROF=dir: profiles the load only (from ready to stop), not the start and seeding. */
async function startProfiling(dir: string | undefined): Promise<() => Promise<void>> {
  if (!dir) return async () => undefined;
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return async () => {
    const { profile } = (await post('Profiler.stop')) as { profile: object };
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `api-${mode}-${driver}-${process.pid}.cpuprofile`), JSON.stringify(profile));
  };
}

const [mode, driver = 'pglite'] = process.argv.slice(2) as [TargetMode, string];
const target = await start(mode, driver);
const stopProfiling = await startProfiling(process.env.BENCH_CPU_PROF);
process.send?.(target.ready);
const stop = () => {
  void stopProfiling()
    .then(() => target.stop())
    .finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);

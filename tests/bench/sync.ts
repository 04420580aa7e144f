// Sync budgets (issue 3), in Debian's Chromium against the real server on loopback: a patients page
// query with search over 10,000 patients and 100,000 sessions in IndexedDB, the first pull of 10,000
// patients, the replay of 1,000 queued mutations; engine figures also as a ratio to raw IndexedDB.

import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { rolldown } from 'rolldown';
import { createUser, signIn, startTestServer } from '../../src/server/test-support/test-server.ts';
import { CHROMIUM_ARGS } from '../e2e/support/env.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { openHarnessPage } from './harness-page.ts';
import { ms, printTable, type Row } from './measure.ts';
import type { syncBench } from './sync-harness.ts';

type Bench = typeof syncBench;
const PATIENTS = 10_000;
const SESSIONS = 100_000;
const REPLAYED = 1_000;

export async function bundleHarness(): Promise<string> {
  const bundle = await rolldown({
    input: new URL('./sync-harness.ts', import.meta.url).pathname,
    platform: 'browser',
  });
  const { output } = await bundle.generate({ format: 'iife', name: 'syncBenchBundle' });
  return output[0].code;
}

export async function seedServer(server: Awaited<ReturnType<typeof startTestServer>>, ownerId: string) {
  // Straight SQL: the budget is the client's first pull, not 10,000 API calls.
  await server.database.db.execute(sql`
    insert into patients (id, owner_id, name, contact_number, gender, date_of_birth, country, type, email, version)
    select gen_random_uuid(), ${ownerId}, 'Patient ' || chr(65 + (n % 26)) || chr(97 + (n / 26 % 26)), '+33612345678',
      'female', '1990-01-01', 'FR', 'individual', 'p' || n || '@example.com', nextval('sync_version_seq')
    from generate_series(1, ${PATIENTS}) as n`);
}

/** On the embedded PGlite by default; BENCH_DB=postgres (with TEST_DATABASE_URL) measures PostgreSQL. */
export async function measureSync(): Promise<Row[]> {
  const driver = process.env.BENCH_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const server = await startTestServer(driver, { logLevel: 'silent' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const user = await createUser(server);
    const session = await signIn(server, user);
    await seedServer(server, user.id);
    const harness = await bundleHarness();
    const { run } = await openHarnessPage<Bench>(browser, server.url, harness, 'syncBench');

    await run((bench, arg) => bench.signIn(arg as never), session);
    await run((bench, arg) => bench.seedLocal(10_000, 100_000, arg as string), user.id);
    const query = await run((bench) => bench.pageQueries(50));
    await run((bench) => bench.clearPatients());
    const pull = await run((bench) => bench.firstPull());
    const rawWrite = await run((bench) => bench.rawWriteOfPulledRows());
    const queueMs = await run((bench, arg) => bench.queue(arg as number), REPLAYED);
    const replay = await run((bench) => bench.replay());
    const ratio = (a: number, b: number, digits = 1) => `${(a / b).toFixed(digits)}×`;
    return [
      {
        metric: `patients page query with search, p95 (${PATIENTS} patients, ${SESSIONS} sessions)`,
        value: ms(query.engineP95),
        budget: '≤ 50 ms',
        verdict: query.engineP95 <= 50 ? 'ok' : 'OVER',
      },
      { metric: '  same query, p50', value: ms(query.engineP50) },
      {
        metric: '  raw IndexedDB getAll + filter, p95',
        value: ms(query.rawP95),
        // Two decimals: the indexed query is a small fraction of reading every row.
        verdict: `ratio ${ratio(query.engineP95, query.rawP95, 2)}`,
      },
      {
        metric: `first pull of ${pull.count} patients from the local server`,
        value: ms(pull.ms),
        budget: '≤ 5000 ms',
        verdict: pull.ms <= 5000 ? 'ok' : 'OVER',
      },
      {
        metric: '  raw IndexedDB write of the same rows',
        value: ms(rawWrite),
        verdict: `ratio ${ratio(pull.ms, rawWrite)}`,
      },
      { metric: `queueing ${REPLAYED} mutations (mutate, one transaction each)`, value: ms(queueMs) },
      {
        metric: `replay of ${REPLAYED} queued mutations on loopback, ${driver} (${replay.left} left)`,
        value: ms(replay.ms),
        budget: '≤ 10000 ms',
        verdict: replay.ms <= 10_000 && replay.left === 0 ? 'ok' : 'OVER',
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function runSyncBench(): Promise<void> {
  printTable('Sync budgets (Chromium, real server on loopback)', await measureSync());
}

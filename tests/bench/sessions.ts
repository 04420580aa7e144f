// Sessions budgets (issue 9), in Debian's Chromium against the real server on loopback: the first pull
// of 10,000 patients and 100,000 sessions into IndexedDB, then on those rows the dashboard's reads, a
// calendar month and the /sessions This Week page (p95); and the gzip size of the /dashboard and
// /calendar chunks beside the initial JS of `/`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { rolldown } from 'rolldown';
import { createUser, signIn, startTestServer } from '../../src/server/test-support/test-server.ts';
import { CHROMIUM_ARGS } from '../e2e/support/env.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { openHarnessPage } from './harness-page.ts';
import { gzipBytes, kib, ms, printTable, type Row } from './measure.ts';
import type { sessionsBench } from './sessions-harness.ts';
import { measureInitialJs } from './startup-and-bundle.ts';

type Bench = typeof sessionsBench;
const PATIENTS = 10_000;
const SESSIONS = 100_000;
const RUNS = 40;
const ZONE = 'Europe/Paris';
const PULL_TIMEOUT_MS = 120_000;
const ASSETS_DIR = 'dist/assets';

/**
 * Straight SQL, as the sync bench seeds patients: the budget is the browser's pull, not 110,000 API
 * calls. Sessions as session-rows.ts makes them: one every working hour (8 a day) around today, so
 * 100,000 span about 34 years; past ones completed (a tenth cancelled), future ones scheduled.
 */
async function seedServer(server: Awaited<ReturnType<typeof startTestServer>>, ownerId: string) {
  const { db } = server.database;
  await db.execute(sql`
    insert into patients (id, owner_id, name, contact_number, gender, date_of_birth, country, type, email, version)
    select gen_random_uuid(), ${ownerId}, 'Patient ' || chr(65 + (n % 26)) || chr(97 + (n / 26 % 26)),
      '+3361' || lpad(n::text, 7, '0'), 'female', '1990-01-01', 'FR', 'individual', 'p' || n || '@example.com',
      nextval('sync_version_seq')
    from generate_series(1, ${PATIENTS}) as n`);
  await db.execute(sql`
    with numbered as (
      select id, row_number() over (order by id) - 1 as k from patients where owner_id = ${ownerId}
    ), slots as (
      select n, date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
        + floor((n - ${SESSIONS / 2})::numeric / 8)::int * interval '1 day'
        + (array[9, 10, 11, 12, 14, 15, 16, 17])[(((n - ${SESSIONS / 2}) % 8) + 8) % 8 + 1] * interval '1 hour'
        as starts
      from generate_series(0, ${SESSIONS - 1}) as n
    ), shaped as (
      select n, starts, case when starts + interval '1 hour' >= now() then 'scheduled'
        when n % 10 = 0 then 'cancelled' else 'completed' end as status,
        case when n % 2 = 0 then 8000 else 4500 end as charge
      from slots
    )
    insert into sessions (id, owner_id, patient_id, starts_at, duration_minutes, mode, type, package_id, status,
      currency, charge, commission_rate_bps, commission, amount, total_amount, reference, notes, started_at,
      completed_at, cancelled_at, cancel_reason, history, version)
    select gen_random_uuid(), ${ownerId}, numbered.id, starts, case when charge = 8000 then 60 else 30 end,
      (array['video', 'audio', 'chat'])[n % 3 + 1], 'single', null, status, 'USD', charge, 1000, charge / 10,
      charge - charge / 10, charge, 'S-' || upper(substr(md5(n::text), 1, 8)), '',
      case when status = 'completed' then starts end,
      case when status = 'completed' then starts + interval '1 hour' end,
      case when status = 'cancelled' then starts end,
      case when status = 'cancelled' then 'The patient is ill.' end,
      jsonb_build_array(jsonb_build_object('at', to_char(starts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'status', 'scheduled', 'startsAt', to_char(starts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
      nextval('sync_version_seq')
    from shaped join numbered on numbered.k = shaped.n % ${PATIENTS}`);
  // What the server's upkeep (or PostgreSQL's autovacuum) does within a minute of such a change: a
  // practice's rows arrive over months, not in one statement just before the first pull.
  await server.database.refreshStatistics();
}

async function bundleHarness(): Promise<string> {
  const bundle = await rolldown({
    input: new URL('./sessions-harness.ts', import.meta.url).pathname,
    platform: 'browser',
  });
  const { output } = await bundle.generate({ format: 'iife', name: 'sessionsBenchBundle' });
  return output[0].code;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measureQueries(): Promise<Row[]> {
  const server = await startTestServer('pglite', { logLevel: 'silent' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const user = await createUser(server);
    const session = await signIn(server, user);
    await seedServer(server, user.id);
    const harness = await bundleHarness();
    const { page, run: bench } = await openHarnessPage<Bench>(browser, server.url, harness, 'sessionsBench', {
      timezoneId: ZONE,
    });
    page.setDefaultTimeout(PULL_TIMEOUT_MS);
    await bench((b, arg) => b.signIn(arg as never), session);
    const pull = await bench((b) => b.firstPull());
    const fetchOnly = await bench((b, arg) => b.fetchOnly(arg as string), session.token);
    const times = await bench(
      (b, arg) => b.queries((arg as [number, string])[0], (arg as [number, string])[1]),
      [RUNS, ZONE],
    );
    const p95 = (values: number[]) => percentile(values, 95);
    const row = (metric: string, values: number[], budgetMs?: number): Row => ({
      metric,
      value: ms(p95(values)),
      ...(budgetMs === undefined
        ? {}
        : { budget: `≤ ${budgetMs} ms`, verdict: p95(values) <= budgetMs ? 'ok' : 'OVER' }),
    });
    return [
      {
        metric: `first pull of ${pull.sessions} sessions and ${pull.patients} patients (pglite, loopback)`,
        value: ms(pull.ms),
        budget: '≤ 10000 ms',
        verdict: pull.ms <= 10_000 && pull.sessions === SESSIONS ? 'ok' : 'OVER',
      },
      {
        metric: `  of which fetching and parsing the ${fetchOnly.pages} pages (nothing stored)`,
        value: ms(fetchOnly.ms),
      },
      row(`dashboard queries in total, p95 of ${RUNS}`, times.dashboard, 50),
      row('  next session today', times.next),
      row(`  today's table page (${times.rowsSeen.today} today)`, times.todayPage),
      row('  earnings: day, month, year and both series', times.earnings),
      row(`calendar month view: sessionsBetween (${times.rowsSeen.month} sessions)`, times.month, 30),
      row(`/sessions This Week page (${times.rowsSeen.week} this week)`, times.week, 30),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The chunks a file imports statically, itself included, read from the built files. */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(ASSETS_DIR, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    if (match[1]) staticGraph(match[1], seen);
  }
  return seen;
}

function dynamicImports(file: string): string[] {
  const code = readFileSync(join(ASSETS_DIR, file), 'utf8');
  return [...code.matchAll(/import\([`"]\.\/([^`"]+\.js)[`"]\)/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}

const gzipOf = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipBytes(readFileSync(join(ASSETS_DIR, file))), 0);

/** The built chunk of a route-tree file (`dashboard` → dashboard-<hash>.js). */
function routeChunk(name: string): string | undefined {
  return readdirSync(ASSETS_DIR).find((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
}

/**
 * A route's weight: its own chunk; what opening it adds once the entry and another office screen
 * (/patients, with the office shell) are loaded; and its lazy part, fetched only when shown.
 */
function routeChunkRows(route: string, lazyPrefix: string): Row[] {
  const html = readFileSync('dist/index.html', 'utf8');
  const loaded = new Set<string>();
  for (const match of html.matchAll(/\/assets\/([^"]+\.js)"/g)) if (match[1]) staticGraph(match[1], loaded);
  for (const other of ['_office', 'patients']) {
    const chunk = routeChunk(other);
    if (chunk) staticGraph(chunk, loaded);
  }
  const chunk = routeChunk(route);
  if (!chunk) return [{ metric: `/${route} chunk`, value: 'not found' }];
  const added = [...staticGraph(chunk)].filter((file) => !loaded.has(file));
  const lazy = [...staticGraph(chunk)].flatMap(dynamicImports).filter((file) => file.startsWith(lazyPrefix));
  const lazyFiles = [...new Set(lazy.flatMap((file) => [...staticGraph(file)]))].filter(
    (file) => !loaded.has(file) && !added.includes(file),
  );
  return [
    { metric: `/${route} route chunk (gzip)`, value: kib(gzipOf([chunk])) },
    {
      metric: `  added on opening it after /patients (${added.length} files, gzip)`,
      value: kib(gzipOf(added)),
    },
    {
      metric: `  its lazy ${lazyPrefix} part (${lazyFiles.length} files, gzip)`,
      value: kib(gzipOf(lazyFiles)),
    },
  ];
}

export async function runSessionsBench(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
  const queries = await measureQueries();
  const initial = (await measureInitialJs()).filter((row) => row.metric.includes(' / '));
  printTable(`Sessions budgets (Chromium, ${SESSIONS} sessions, ${PATIENTS} patients in IndexedDB)`, [
    ...queries,
    ...routeChunkRows('dashboard', 'EarningsCharts'),
    ...routeChunkRows('calendar', 'SessionCalendar'),
    ...initial,
  ]);
}

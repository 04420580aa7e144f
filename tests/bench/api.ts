// API throughput (issue 8): autocannon against our authenticated endpoints, (b) a bare Hono route on
// the same driver with the same SQL and JSON, and (c) a bare Hono hello — on PGlite and PostgreSQL.
import autocannon from 'autocannon';
import { startPrivatePostgres } from '../support/postgres.ts';
import type { TargetMode, TargetReady } from './api-target.ts';
import { loadDurationSeconds } from './bench-options.ts';
import { startBenchProcess } from './bench-process.ts';
import { printGrid } from './measure.ts';

const CONNECTION_COUNTS = [10, 100] as const;
const WARM_UP_SECONDS = 1;
/** The split by layer is measured at this load only. */
const LAYER_CONNECTIONS = 10;
/** autocannon's default of 10 s would count the slowest answers as errors, not as latency. */
const REQUEST_TIMEOUT_SECONDS = 60;
const MIN_SHARE_OF_BARE = 0.5;
const MAX_P99_MS = 100;

type Driver = 'pglite' | 'postgres';
type Endpoint = { name: string; path: (ready: TargetReady) => string; isSmall: boolean };

const ENDPOINTS: readonly Endpoint[] = [
  { name: 'GET /api/patients/:id', path: (ready) => `/api/patients/${ready.patientId}`, isSmall: true },
  { name: 'pull of 50', path: () => '/api/sync/changes?since=0&limit=50', isSmall: true },
  { name: 'pull of 1,000', path: () => '/api/sync/changes?since=0&limit=1000', isSmall: false },
];

type Load = { reqPerSec: number; p50: number; p99: number; failed: number };

async function load(url: string, connections: number, seconds: number, token?: string): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return {
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
  };
}

/** Starts one target process, warms each endpoint, then loads it at every connection count. */
async function measureTarget(
  mode: TargetMode,
  driver: Driver,
  env: NodeJS.ProcessEnv,
  seconds: number,
  connectionCounts: readonly number[] = CONNECTION_COUNTS,
) {
  const target = await startBenchProcess<TargetReady>('./api-target.ts', [mode, driver], { env });
  const results = new Map<string, Load>();
  try {
    const token = target.ready.token || undefined;
    const endpoints = mode === 'hello' ? [{ name: 'hello', path: () => '/' }] : ENDPOINTS;
    for (const endpoint of endpoints) {
      const url = `${target.ready.url}${endpoint.path(target.ready)}`;
      await load(url, CONNECTION_COUNTS[0], WARM_UP_SECONDS, token);
      for (const connections of connectionCounts) {
        results.set(`${endpoint.name}@${connections}`, await load(url, connections, seconds, token));
      }
    }
  } finally {
    await target.stop();
  }
  return results;
}

const percent = (value: number) => `${Math.round(value * 100)} %`;
const fixed = (value: number) => Math.round(value).toLocaleString('en-US');

function rowsFor(
  driver: Driver,
  app: Map<string, Load>,
  bare: Map<string, Load>,
  hello: Map<string, Load>,
): string[][] {
  const rows: string[][] = [];
  for (const connections of CONNECTION_COUNTS) {
    const helloLoad = hello.get(`hello@${connections}`);
    if (helloLoad)
      rows.push([
        driver,
        '(c) hello',
        String(connections),
        fixed(helloLoad.reqPerSec),
        `${helloLoad.p50}`,
        `${helloLoad.p99}`,
        '',
        '',
        '',
        '',
      ]);
    for (const endpoint of ENDPOINTS) {
      const key = `${endpoint.name}@${connections}`;
      const ours = app.get(key);
      const baseline = bare.get(key);
      if (!ours || !baseline || !helloLoad) continue;
      const share = ours.reqPerSec / baseline.reqPerSec;
      const p99Goal = driver === 'postgres' && connections === 100 && endpoint.isSmall;
      const isOk = share >= MIN_SHARE_OF_BARE && (!p99Goal || ours.p99 <= MAX_P99_MS) && ours.failed === 0;
      rows.push([
        driver,
        `(b) ${endpoint.name}`,
        String(connections),
        fixed(baseline.reqPerSec),
        `${baseline.p50}`,
        `${baseline.p99}`,
        '',
        percent(baseline.reqPerSec / helloLoad.reqPerSec),
        '',
        '',
      ]);
      rows.push([
        driver,
        endpoint.name,
        String(connections),
        fixed(ours.reqPerSec),
        `${ours.p50}`,
        `${ours.p99}`,
        percent(share),
        percent(ours.reqPerSec / helloLoad.reqPerSec),
        ours.failed > 0 ? `${ours.failed} failed` : `≥ 50 % of (b)${p99Goal ? `, p99 ≤ ${MAX_P99_MS}` : ''}`,
        isOk ? 'ok' : 'UNDER',
      ]);
    }
  }
  return rows;
}

async function withPostgres<T>(work: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  if (process.env.TEST_DATABASE_URL) return work(process.env);
  const postgres = await startPrivatePostgres();
  try {
    return await work({ ...process.env, TEST_DATABASE_URL: postgres.url });
  } finally {
    await postgres.stop();
  }
}

type Layers = Record<'bare' | 'middleware' | 'auth' | 'app', Map<string, Load>>;

/** Milliseconds of one request at LAYER_CONNECTIONS, split by what each layer adds to the one below. */
function layerRows(driver: Driver, layers: Layers): string[][] {
  const perRequest = (map: Map<string, Load>, name: string) =>
    1000 / (map.get(`${name}@${LAYER_CONNECTIONS}`)?.reqPerSec ?? Number.NaN);
  return ENDPOINTS.map((endpoint) => {
    const [bare, middleware, auth, app] = (['bare', 'middleware', 'auth', 'app'] as const).map((layer) =>
      perRequest(layers[layer], endpoint.name),
    ) as [number, number, number, number];
    const share = (part: number) => `${part.toFixed(2)} (${Math.round((part / app) * 100)} %)`;
    return [
      driver,
      endpoint.name,
      app.toFixed(2),
      share(bare),
      share(middleware - bare),
      share(auth - middleware),
      share(app - auth),
    ];
  });
}

/** BENCH_DRIVERS=pglite (or postgres) measures one driver only; BENCH_API_LAYERS=1 adds the split. */
export async function runApiBench(): Promise<void> {
  const seconds = loadDurationSeconds();
  const drivers = (process.env.BENCH_DRIVERS?.split(',') ?? ['pglite', 'postgres']) as Driver[];
  const hello = await measureTarget('hello', 'pglite', process.env, seconds);
  const rows: string[][] = [];
  const split: string[][] = [];
  for (const driver of drivers) {
    const measure = async (env: NodeJS.ProcessEnv) => {
      const app = await measureTarget('app', driver, env, seconds);
      const bare = await measureTarget('bare', driver, env, seconds);
      rows.push(...rowsFor(driver, app, bare, hello));
      if (!process.env.BENCH_API_LAYERS) return;
      const layered = (mode: TargetMode) => measureTarget(mode, driver, env, seconds, [LAYER_CONNECTIONS]);
      const layers = { app, bare, middleware: await layered('middleware'), auth: await layered('auth') };
      split.push(...layerRows(driver, layers));
    };
    await (driver === 'postgres' ? withPostgres(measure) : measure(process.env));
  }
  printGrid(
    `API throughput (autocannon, ${seconds} s a run; latency in ms; (b) bare Hono + same SQL and JSON, (c) bare hello)`,
    ['driver', 'endpoint', 'conns', 'req/s', 'p50', 'p99', 'of (b)', 'of (c)', 'budget', 'verdict'],
    rows,
  );
  if (split.length === 0) return;
  printGrid(
    `Where one request's time goes (ms per request at ${LAYER_CONNECTIONS} connections = 1000 / req/s; share of the whole)`,
    [
      'driver',
      'endpoint',
      'whole app',
      'bare SQL + JSON',
      'common middleware',
      'requireAuth + requireRight',
      'route (validation, envelope)',
    ],
    split,
  );
}

// Foundation budgets: initial JS (gzip) of `/` and `/dashboard` as Chromium loads them, the
// precache size, and the time from `node src/server/main.ts` to the first /api/health answer.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/support/env.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { gzipBytes, kib, median, ms, type Row } from './measure.ts';

const ADMIN = { email: 'bench@bench.test', password: 'Bench-pass-1!' };

async function startServer(dataDir: string, port: number): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return { child, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('server exited during start');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

export async function measureStartup(runs = 3): Promise<Row[]> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
    const first = await startServer(dataDir, 8201);
    cold.push(first.readyMs);
    await stopServer(first.child);
    const second = await startServer(dataDir, 8201);
    warm.push(second.readyMs);
    await stopServer(second.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    { metric: `server start → first response, new data dir (median of ${runs})`, value: ms(median(cold)) },
    {
      metric: `server start → first response, existing data dir (median of ${runs})`,
      value: ms(median(warm)),
    },
  ];
}

/** Sums the gzip size of every script Chromium fetched while loading `path` with no cache and no worker. */
export async function measureInitialJs(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-js-'));
  const { child } = await startServer(dataDir, 8202);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', baseURL: 'http://127.0.0.1:8202' });
    const page = await context.newPage();
    const landing = await scriptsLoadedBy(page, '/');
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The admin lands on the admin area; /dashboard is then loaded cold in a new page below.
    await page.waitForURL(/\/(dashboard|admin\/registrations)$/);
    // A new page in the same (signed-in) context: a cold load of /dashboard, not a client navigation.
    const dashboard = await scriptsLoadedBy(await context.newPage(), '/dashboard');
    return [
      {
        metric: 'initial JS of / (gzip)',
        value: kib(landing),
        budget: '≤ 170 KiB',
        verdict: landing <= 170 * 1024 ? 'ok' : 'OVER',
      },
      { metric: 'initial JS of /dashboard (gzip)', value: kib(dashboard) },
    ];
  } finally {
    await browser.close();
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function scriptsLoadedBy(page: import('@playwright/test').Page, path: string): Promise<number> {
  const urls = new Set<string>();
  const onRequest = (request: import('@playwright/test').Request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  };
  page.on('request', onRequest);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('request', onRequest);
  // Fetched again from Node: the browser may already have dropped the bodies of a finished page.
  let total = 0;
  for (const url of urls) total += gzipBytes(Buffer.from(await (await fetch(url)).arrayBuffer()));
  return total;
}

/** The precache manifest that the build injected into dist/sw.js, summed from the files on disk. */
export function measurePrecache(): Row[] {
  const sw = readFileSync('dist/sw.js', 'utf8');
  const urls = [...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((match) => match[1] ?? '');
  let bytes = 0;
  for (const url of urls) {
    const file = join('dist', url);
    if (existsSync(file)) bytes += statSync(file).size;
  }
  return [{ metric: `precache (${urls.length} files, uncompressed)`, value: kib(bytes) }];
}

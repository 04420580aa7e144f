// Lighthouse 13 on the public pages, desktop and mobile, against the production build served by the real
// server on loopback; plus the bytes on the wire (as Chromium received them) of the entry, the CSS and
// each route chunk. Standalone: `DIST_DIR=… node --import tsx tests/bench/lighthouse.ts [--runs 3]`;
// LIGHTHOUSE_SAVE_DIR=<dir> keeps every run's JSON report there.
// Goals (issues 8 and 14): mobile ≥ 90 (≥ 95 on /, /sign-in, /sign-up), desktop 100, LCP ≤ 2.5 s,
// TBT ≤ 200 ms, CLS ≤ 0.1, entry ≤ 100 KiB on the wire, every category ≥ 95.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { BOOKING_PAGE } from './bench-author-seed.ts';
import { kib, median, printTable, type Row, seconds } from './measure.ts';
import { authorId, createAuthor, publishArticle, READING_PAGE } from './reading-page-seed.ts';

const execFileAsync = promisify(execFile);
const PORT = 8203;
const ORIGIN = `http://127.0.0.1:${PORT}`;
export const PUBLIC_PAGES = [
  '/',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/thankyou',
  READING_PAGE,
  BOOKING_PAGE,
] as const;
const CATEGORY_PAGES = new Set<string>(['/', '/sign-up', '/sign-in', READING_PAGE, BOOKING_PAGE]);
// TOOLCHAIN.md: without the background-networking flags Chromium floods the closed network.
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

type FormFactor = 'desktop' | 'mobile';
type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

type LighthouseResult = {
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkItem[] } }>;
};
type NetworkItem = { url: string; transferSize?: number; resourceType?: string };

export type PageMeasure = {
  path: string;
  scores: Record<FormFactor, Record<Category, number>>;
  mobile: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Every mobile run's performance score and TBT, in run order: the spread behind the medians. */
  mobileRuns: { performance: number[]; tbtMs: number[] };
  wire: { entry: number; css: number; html: number; chunks: Array<{ name: string; bytes: number }> };
};

// Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART): such a run is taken again.
const ATTEMPTS = 3;

async function runLighthouse(url: string, formFactor: FormFactor): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, formFactor);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

async function runLighthouseOnce(url: string, formFactor: FormFactor): Promise<LighthouseResult> {
  const args = [
    'lighthouse',
    url,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const { stdout } = await execFileAsync('npx', args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    maxBuffer: 256 * 1024 * 1024,
  });
  const saveDir = process.env.LIGHTHOUSE_SAVE_DIR;
  if (saveDir) {
    // For reading the trace's audits (bootup-time, long-tasks…) after a run: one file per run.
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${formFactor}-${Date.now()}.json`;
    writeFileSync(join(saveDir, name), stdout);
  }
  // Parsed from an external tool's report: the shape is Lighthouse's documented LHR.
  return JSON.parse(stdout) as LighthouseResult;
}

function score(result: LighthouseResult, category: Category): number {
  return Math.round((result.categories[category].score ?? 0) * 100);
}

function numeric(result: LighthouseResult, audit: string): number {
  return result.audits[audit]?.numericValue ?? Number.NaN;
}

function wireBytes(result: LighthouseResult): PageMeasure['wire'] {
  const items = result.audits['network-requests']?.details?.items ?? [];
  const wire: PageMeasure['wire'] = { entry: 0, css: 0, html: 0, chunks: [] };
  for (const item of items) {
    const { pathname } = new URL(item.url);
    const bytes = item.transferSize ?? 0;
    if (item.resourceType === 'Document') wire.html += bytes;
    else if (pathname.endsWith('.css')) wire.css += bytes;
    else if (/^\/assets\/(index|prerendered-main)-[\w-]{8}\.js$/.test(pathname)) wire.entry += bytes;
    else if (pathname.endsWith('.js'))
      wire.chunks.push({ name: pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''), bytes });
  }
  return wire;
}

async function startServer(
  distDir: string | undefined,
  withAuthor: boolean,
  withBookingPage: boolean,
): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  if (withAuthor || withBookingPage) await createAuthor(dataDir);
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'bench@bench.test',
      ADMIN_PASSWORD: 'Bench-pass-1!',
      ...(distDir ? { DIST_DIR: distDir } : {}),
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return { child, dataDir };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('server exited during start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Median scores of `runs` Lighthouse runs per page and form factor (one run each by default: ~20 s). */
export async function measurePublicPages(
  options: { runs?: number; distDir?: string; pages?: readonly string[] } = {},
): Promise<PageMeasure[]> {
  const runs = options.runs ?? 1;
  const pages = options.pages ?? PUBLIC_PAGES;
  const { child, dataDir } = await startServer(
    options.distDir,
    pages.includes(READING_PAGE),
    pages.includes(BOOKING_PAGE),
  );
  try {
    const readingPath = pages.includes(READING_PAGE) ? await publishArticle(ORIGIN) : '';
    const bookingPath = pages.includes(BOOKING_PAGE) ? `/book/${await authorId(ORIGIN)}` : '';
    const measures: PageMeasure[] = [];
    for (const page of pages) {
      const path = page === READING_PAGE ? readingPath : page === BOOKING_PAGE ? bookingPath : page;
      const results: Record<FormFactor, LighthouseResult[]> = { desktop: [], mobile: [] };
      for (let run = 0; run < runs; run++) {
        for (const formFactor of ['desktop', 'mobile'] as const)
          results[formFactor].push(await runLighthouse(`${ORIGIN}${path}`, formFactor));
      }
      const medianOf = (formFactor: FormFactor, pick: (result: LighthouseResult) => number) =>
        median(results[formFactor].map(pick));
      const scoresOf = (formFactor: FormFactor) =>
        Object.fromEntries(
          CATEGORIES.map((category) => [category, medianOf(formFactor, (r) => score(r, category))]),
        ) as Record<Category, number>; // every category was just filled in
      const last = results.mobile.at(-1);
      if (!last) throw new Error('no Lighthouse run');
      measures.push({
        // The page as listed (the reading page's id differs per run).
        path: page,
        scores: { desktop: scoresOf('desktop'), mobile: scoresOf('mobile') },
        mobile: {
          fcpMs: medianOf('mobile', (r) => numeric(r, 'first-contentful-paint')),
          lcpMs: medianOf('mobile', (r) => numeric(r, 'largest-contentful-paint')),
          tbtMs: medianOf('mobile', (r) => numeric(r, 'total-blocking-time')),
          cls: medianOf('mobile', (r) => numeric(r, 'cumulative-layout-shift')),
        },
        wire: wireBytes(last),
        mobileRuns: {
          performance: results.mobile.map((result) => score(result, 'performance')),
          tbtMs: results.mobile.map((result) => numeric(result, 'total-blocking-time')),
        },
      });
    }
    return measures;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');

/** Prints the tables `npm run bench` shows: scores and timings, categories, bytes on the wire. */
export function printLighthouse(measures: readonly PageMeasure[]) {
  const rows: Row[] = [];
  for (const page of measures) {
    const { desktop, mobile } = page.scores;
    const m = page.mobile;
    rows.push(
      {
        metric: `${page.path} performance desktop`,
        value: String(desktop.performance),
        budget: '100',
        verdict: verdict(desktop.performance >= 100),
      },
      {
        metric: `${page.path} performance mobile`,
        value: String(mobile.performance),
        budget: '≥ 90',
        verdict: verdict(mobile.performance >= 90),
      },
      { metric: `${page.path} mobile FCP`, value: seconds(m.fcpMs) },
      {
        metric: `${page.path} mobile LCP`,
        value: seconds(m.lcpMs),
        budget: '≤ 2.5 s',
        verdict: verdict(m.lcpMs <= 2500),
      },
      {
        metric: `${page.path} mobile TBT`,
        value: `${Math.round(m.tbtMs)} ms`,
        budget: '≤ 200 ms',
        verdict: verdict(m.tbtMs <= 200),
      },
      ...(page.mobileRuns.tbtMs.length > 1
        ? [
            { metric: '  every run: performance', value: page.mobileRuns.performance.join(', ') },
            {
              metric: '  every run: TBT (ms)',
              value: page.mobileRuns.tbtMs.map((tbt) => Math.round(tbt)).join(', '),
            },
          ]
        : []),
      {
        metric: `${page.path} mobile CLS`,
        value: m.cls.toFixed(3),
        budget: '≤ 0.1',
        verdict: verdict(m.cls <= 0.1),
      },
    );
  }
  printTable('Lighthouse 13 on the public pages (Chromium, production build on loopback)', rows);

  const categoryRows: Row[] = [];
  for (const page of measures.filter((measure) => CATEGORY_PAGES.has(measure.path))) {
    for (const formFactor of ['desktop', 'mobile'] as const)
      for (const category of CATEGORIES) {
        const value = page.scores[formFactor][category];
        categoryRows.push({
          metric: `${page.path} ${formFactor} ${category}`,
          value: String(value),
          budget: '≥ 95',
          verdict: verdict(value >= 95),
        });
      }
  }
  printTable('Lighthouse categories', categoryRows);

  const wireRows: Row[] = [];
  for (const page of measures) {
    const { wire } = page;
    wireRows.push(
      { metric: `${page.path} HTML`, value: kib(wire.html) },
      {
        metric: `${page.path} entry script`,
        value: kib(wire.entry),
        budget: '≤ 100 KiB',
        verdict: verdict(wire.entry <= 100 * 1024),
      },
      { metric: `${page.path} CSS`, value: kib(wire.css) },
      {
        metric: `${page.path} other scripts (${wire.chunks.length})`,
        value: kib(wire.chunks.reduce((sum, chunk) => sum + chunk.bytes, 0)),
      },
      ...wire.chunks
        .toSorted((a, b) => b.bytes - a.bytes)
        .map((chunk) => ({ metric: `  ${chunk.name}`, value: kib(chunk.bytes) })),
    );
  }
  printTable('Bytes on the wire during the Lighthouse mobile load (compressed as sent)', wireRows);
}

/**
 * The `lighthouse` part of `npm run bench`: serves dist/ (the foundation part builds it; run alone, build
 * first) or DIST_DIR. Standalone flags: `--runs N` (medians and every run), `--pages /,/sign-up`,
 * `--busy` (one core kept busy meanwhile).
 */
export async function runLighthouseBench(argv: readonly string[] = []): Promise<void> {
  const runsFlag = argv.indexOf('--runs');
  const runs = runsFlag >= 0 ? Number(argv[runsFlag + 1]) : 1;
  const pagesFlag = argv.indexOf('--pages');
  const pages = pagesFlag >= 0 ? (argv[pagesFlag + 1] ?? '/').split(',') : undefined;
  const busy = argv.includes('--busy') ? keepOneCoreBusy() : undefined;
  try {
    printLighthouse(
      await measurePublicPages({
        runs,
        ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}),
        ...(pages ? { pages } : {}),
      }),
    );
  } finally {
    busy?.kill();
  }
}

/**
 * `--busy`: one core kept busy by another process for the whole measure, as a machine doing its
 * ordinary work (a build, a sync, another tab) while a page loads; on a 2-core machine, half of it.
 */
function keepOneCoreBusy(): ChildProcess {
  console.log('One core kept busy during the runs (--busy).');
  return spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' });
}

if (import.meta.url === `file://${process.argv[1]}`) await runLighthouseBench(process.argv.slice(2));

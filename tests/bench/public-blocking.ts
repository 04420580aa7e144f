// The public pages' main-thread blocking on a slow phone, steadier than Lighthouse's TBT on a loaded
// 2-core machine (one build gave / a TBT of 350 ms and of 1,628 ms in two runs): each page opened in a
// fresh profile with the CPU slowed 4× (Lighthouse's mobile factor), its long tasks collected for 7 s
// by a PerformanceObserver; blocking time is what each task spends over 50 ms, as TBT counts it (but
// over the whole 7 s, not between FCP and TTI). Also whether the page loaded the script that holds
// Dexie, which none of them needs before the visitor uses a form (README, public pages).
import { type Browser, chromium } from '@playwright/test';
import { startTestServer } from '../../src/server/test-support/test-server.ts';
import { CHROMIUM_ARGS } from '../e2e/support/env.ts';
import { dexieChunks } from '../support/dexie-chunks.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { servedDistDir } from './bench-options.ts';
import { median, ms, printGrid } from './measure.ts';

const PAGES = ['/', '/sign-in', '/sign-up', '/forgot-password', '/thankyou'] as const;
const RUNS = 3;
const CPU_SLOWDOWN = 4;
const WATCH_MS = 7_000;
const LONG_TASK_MS = 50;
const PHONE_VIEWPORT = { width: 412, height: 823 };

const LONG_TASKS_SCRIPT = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

type PageRun = { blockingMs: number; longestMs: number; requests: number; loadedDexie: boolean };

async function openOnce(browser: Browser, url: string, dexie: Set<string>): Promise<PageRun> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    await context.addInitScript(LONG_TASKS_SCRIPT);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForTimeout(WATCH_MS);
    const durations = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return {
      blockingMs: durations.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
      longestMs: Math.max(0, ...durations),
      requests: requested.length,
      loadedDexie: requested.some((name) => dexie.has(name)),
    };
  } finally {
    await context.close();
  }
}

export async function runPublicBlockingBench(): Promise<void> {
  const distDir = servedDistDir();
  const dexie = new Set(dexieChunks(distDir));
  const server = await startTestServer('pglite', { distDir, logLevel: 'silent' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows: string[][] = [];
    for (const path of PAGES) {
      const runs: PageRun[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await openOnce(browser, `${server.url}${path}`, dexie));
      rows.push([
        path,
        ms(median(runs.map((run) => run.blockingMs))),
        runs.map((run) => Math.round(run.blockingMs)).join(', '),
        ms(median(runs.map((run) => run.longestMs))),
        String(median(runs.map((run) => run.requests))),
        runs.some((run) => run.loadedDexie) ? 'yes' : 'no',
      ]);
    }
    printGrid(
      `Public pages on a slow phone: fresh profile, CPU ${CPU_SLOWDOWN}× slower, ${WATCH_MS / 1000} s after opening (median of ${RUNS})`,
      ['page', 'blocking', 'every run', 'longest task', 'requests', 'Dexie loaded'],
      rows,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

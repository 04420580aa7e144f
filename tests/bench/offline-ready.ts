// Offline-ready after a first sign-in (issue 37): a fresh Chromium on Lighthouse's mobile network profile
// (mobile-link.ts, which slows the service worker's fetches too) opens /sign-in, signs in, and waits for
// the dashboard; then, how long until the app works offline — the worker installed (its precache
// stored) and controlling the page — checked by cutting the link and reloading /dashboard and /patients.
// Measured through the production front the README sets up (TLS and HTTP/2 at the proxy, h2-proxy.ts):
// a phone reaches the app no other way. Straight to `npm start`'s HTTP/1.1 is measured too: there the
// browser's six connections per host, not the link's rate, set the pace.
import { execFileSync } from 'node:child_process';
import { type Browser, chromium, type Page } from '@playwright/test';
import { seedProfile } from '../../src/server/test-support/seed-profile.ts';
import { createUser, startTestServer } from '../../src/server/test-support/test-server.ts';
import { CHROMIUM_ARGS } from '../e2e/support/env.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { servedDistDir } from './bench-options.ts';
import { type H2Proxy, openH2Proxy } from './h2-proxy.ts';
import { median, printTable, type Row, seconds } from './measure.ts';
import { MOBILE_PROFILE, type MobileLink, openMobileLink } from './mobile-link.ts';
import { waitForActiveWorker } from './offline-start.ts';

const RUNS = 3;
const READY_BUDGET_MS = 5_000;
const READY_TIMEOUT_MS = 300_000;
const OFFLINE_PAGES = ['/dashboard', '/patients', '/calendar'] as const;

type Run = {
  signInToDashboardMs: number;
  dashboardToReadyMs: number;
  /** Bytes over the link from the dashboard to offline-ready. */
  bytesUntilReady: number;
  offlinePages: number;
  cached: number;
};

/** Resolves when a worker that finished installing controls the page. */
async function workerControls(page: Page): Promise<void> {
  await waitForActiveWorker(page);
  await page.evaluate(async () => {
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** How many files the worker's caches hold. */
function cachedFiles(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys()) count += (await (await caches.open(name)).keys()).length;
    return count;
  });
}

/** The pages that show their heading after an offline navigation. */
async function pagesOffline(page: Page, link: MobileLink): Promise<number> {
  link.cut();
  let shown = 0;
  try {
    for (const path of OFFLINE_PAGES) {
      await page.goto(path).catch(() => undefined);
      const shownInTime = await page
        .locator('main h1')
        .first()
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (shownInTime) shown += 1;
    }
  } finally {
    link.restore();
  }
  return shown;
}

/** How the phone reaches the server: the link in front of the TLS proxy, or of the server itself. */
type Front = { name: string; link: MobileLink; baseURL: string };

async function firstSignIn(
  browser: Browser,
  front: Front,
  account: { email: string; password: string },
): Promise<Run> {
  const { link } = front;
  const context = await browser.newContext({ baseURL: front.baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await page.goto('/sign-in?lang=EN');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    const signedIn = performance.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The dashboard's own heading: the URL changes as soon as the router starts loading the office, while
    // the sign-in page still shows ("main h1" then read "Sign in", 1.9–2.9 s before the dashboard drew).
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: READY_TIMEOUT_MS });
    const dashboard = performance.now();
    const downloadedAtDashboard = link.downloaded();
    const progress = setInterval(() => {
      void cachedFiles(page).then(
        (count) =>
          console.log(`  ${Math.round((performance.now() - dashboard) / 1000)} s: ${count} files cached`),
        () => undefined,
      );
    }, 10_000);
    await Promise.race([
      workerControls(page),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no worker in time')), READY_TIMEOUT_MS)),
    ]);
    const ready = performance.now();
    clearInterval(progress);
    const cached = await cachedFiles(page);
    return {
      signInToDashboardMs: dashboard - signedIn,
      dashboardToReadyMs: ready - dashboard,
      bytesUntilReady: link.downloaded() - downloadedAtDashboard,
      offlinePages: await pagesOffline(page, link),
      cached,
    };
  } finally {
    await context.close();
  }
}

/** The table's rows for one front; the budget applies to the production front's. */
function frontRows(front: Front, runs: readonly Run[], isBudgeted: boolean): Row[] {
  const ready = median(runs.map((run) => run.dashboardToReadyMs));
  return [
    {
      metric: `${front.name}: dashboard shown → works offline (worker installed and in control), median of ${RUNS}`,
      value: seconds(ready),
      ...(isBudgeted
        ? { budget: `≤ ${seconds(READY_BUDGET_MS)}`, verdict: ready <= READY_BUDGET_MS ? 'ok' : 'OVER' }
        : {}),
    },
    { metric: '  every run', value: runs.map((run) => seconds(run.dashboardToReadyMs)).join(', ') },
    {
      metric: '  Sign in pressed → dashboard shown',
      value: runs.map((run) => seconds(run.signInToDashboardMs)).join(', '),
    },
    {
      metric: '  KiB over the link meanwhile',
      value: runs.map((run) => Math.round(run.bytesUntilReady / 1024)).join(', '),
    },
    { metric: '  files in the worker’s caches then', value: runs.map((run) => run.cached).join(', ') },
    {
      metric: `  offline afterwards: pages shown of ${OFFLINE_PAGES.join(', ')}`,
      value: runs.map((run) => `${run.offlinePages}/${OFFLINE_PAGES.length}`).join(', '),
    },
  ];
}

export async function runOfflineReadyBench(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
  const server = await startTestServer('pglite', { distDir: servedDistDir(), logLevel: 'silent' });
  const serverPort = Number(new URL(server.url).port);
  let proxy: H2Proxy | undefined;
  const links: MobileLink[] = [];
  try {
    proxy = await openH2Proxy(serverPort);
    const proxied = await openMobileLink(proxy.port);
    const direct = await openMobileLink(serverPort);
    links.push(proxied, direct);
    const fronts: Front[] = [
      {
        name: 'TLS + HTTP/2 proxy (production)',
        link: proxied,
        baseURL: proxied.url.replace('http:', 'https:'),
      },
      { name: 'HTTP/1.1 to npm start', link: direct, baseURL: direct.url },
    ];
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      // The proxy's throwaway certificate counts as valid (a certificate error would refuse the worker).
      args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${proxy.spkiHash}`],
    });
    try {
      const account = await createUser(server);
      await seedProfile(server.database, account.id);
      const rows: Row[] = [];
      for (const [index, front] of fronts.entries()) {
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await firstSignIn(browser, front, account));
        rows.push(...frontRows(front, runs, index === 0));
      }
      printTable(
        `Offline-ready after a first sign-in (Chromium; link ${MOBILE_PROFILE.rttMs} ms RTT, ${MOBILE_PROFILE.downKbps} kbit/s down)`,
        rows,
      );
    } finally {
      await browser.close();
    }
  } finally {
    for (const link of links) await link.close();
    await proxy?.close();
    await server.stop();
  }
}

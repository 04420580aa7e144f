// Packages budget (issue 10), in Debian's Chromium: on a device holding 10,000 patients, 100,000
// sessions and 2,000 packages sold (20,000 of the sessions drawing on them), the reads of the package
// screens — the booking form's choices, the sold list (all and unpaid), a company profile's packages
// and one package's page — each p95 ≤ 30 ms. Rows are written straight into IndexedDB: the first
// pull of such a device is the sessions bench's figure, not this one's.
import { chromium } from '@playwright/test';
import { rolldown } from 'rolldown';
import { CHROMIUM_ARGS } from '../e2e/support/env.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { openHarnessPage } from './harness-page.ts';
import { ms, printTable, type Row } from './measure.ts';
import type { PackageTimings, packagesBench } from './packages-harness.ts';

type Bench = typeof packagesBench;
const PATIENTS = 10_000;
const SESSIONS = 100_000;
const PACKAGES = 2_000;
const RUNS = 40;
const BUDGET_MS = 30;
const SEED_TIMEOUT_MS = 180_000;
/** Any origin holds the IndexedDB: the harness page is served by Playwright and calls no server. */
const HARNESS_ORIGIN = 'http://localhost:9';

async function bundleHarness(): Promise<string> {
  const bundle = await rolldown({
    input: new URL('./packages-harness.ts', import.meta.url).pathname,
    platform: 'browser',
  });
  const { output } = await bundle.generate({ format: 'iife', name: 'packagesBenchBundle' });
  return output[0].code;
}

function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;
}

export async function runPackagesBench(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const harness = await bundleHarness();
    const { page, run: bench } = await openHarnessPage<Bench>(
      browser,
      HARNESS_ORIGIN,
      harness,
      'packagesBench',
    );
    page.setDefaultTimeout(SEED_TIMEOUT_MS);
    const seeded = await bench(
      (b, arg) => b.seed(...(arg as [number, number, number])),
      [PATIENTS, SESSIONS, PACKAGES],
    );
    const { timings, seen } = await bench(
      (b, arg) => b.queries((arg as [number, never])[0], (arg as [number, never])[1]),
      [RUNS, seeded],
    );
    const row = (metric: string, values: number[]): Row => ({
      metric,
      value: ms(p95(values)),
      budget: `≤ ${BUDGET_MS} ms`,
      verdict: p95(values) <= BUDGET_MS ? 'ok' : 'OVER',
    });
    const rows: [string, keyof PackageTimings][] = [
      [`booking form: the employee's usable packages (${seen.booking})`, 'booking'],
      [`/session-packages sold, first page of all (${seen.sold})`, 'soldPage'],
      [`/session-packages sold, first page of unpaid (${seen.unpaid})`, 'unpaidPage'],
      [`/session-packages sold, first page of active (${seen.active})`, 'activePage'],
      [`/session-packages sold, first page of expired (${seen.expired})`, 'expiredPage'],
      [`company profile: its packages (${seen.company})`, 'companyProfile'],
      [`package page: the package and its sessions (${seen.view})`, 'packageView'],
    ];
    printTable(
      `Packages budget (Chromium, p95 of ${RUNS}; ${seeded.patients} patients, ${seeded.sessions} sessions, ` +
        `${seeded.packages} packages, ${seeded.onPackages} sessions on them)`,
      rows.map(([metric, key]) => row(metric, timings[key])),
    );
  } finally {
    await browser.close();
  }
}

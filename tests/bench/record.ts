// The clinical record's search (issue 38), in Debian's Chromium: one patient's record of 5,000 notes
// and 1,000 addenda in French, Arabic and English, searched as the profile's search box does — typed
// without accents, without harakat, with bare alefs — each search's first page and count, p95 ≤ 50 ms.
// Rows are written straight into IndexedDB with the table's own derived keys.
import { chromium } from '@playwright/test';
import { rolldown } from 'rolldown';
import { CHROMIUM_ARGS } from '../e2e/support/env.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { openHarnessPage } from './harness-page.ts';
import { ms, printTable, type Row } from './measure.ts';
import type { recordBench } from './record-harness.ts';

type Bench = typeof recordBench;
const NOTES = 5_000;
const ADDENDA = 1_000;
const RUNS = 40;
const BUDGET_MS = 50;
const SEED_TIMEOUT_MS = 300_000;
/** Any origin holds the IndexedDB: the harness page is served by Playwright and calls no server. */
const HARNESS_ORIGIN = 'http://localhost:9';

/** What a clinician types: one common word, two words, a rare word, a short start, Arabic unvowelled. */
const SEARCHES = [
  'anxiete',
  'sommeil cauchemars',
  'n4242',
  'pa',
  'الاماكن المزدحمه',
  'المسوولية',
  'exposure relapse',
];

async function bundleHarness(): Promise<string> {
  const bundle = await rolldown({
    input: new URL('./record-harness.ts', import.meta.url).pathname,
    platform: 'browser',
  });
  const { output } = await bundle.generate({ format: 'iife', name: 'recordBenchBundle' });
  return output[0].code;
}

function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;
}

export async function runRecordBench(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { page, run: bench } = await openHarnessPage<Bench>(
      browser,
      HARNESS_ORIGIN,
      await bundleHarness(),
      'recordBench',
    );
    page.setDefaultTimeout(SEED_TIMEOUT_MS);
    const seeded = await bench((b, arg) => b.seed(...(arg as [number, number])), [NOTES, ADDENDA]);
    const { results, firstPage } = await bench(
      (b, arg) => b.searches(...(arg as [string[], number])),
      [SEARCHES, RUNS],
    );
    const row = (metric: string, values: number[]): Row => ({
      metric,
      value: ms(p95(values)),
      budget: `≤ ${BUDGET_MS} ms`,
      verdict: p95(values) <= BUDGET_MS ? 'ok' : 'OVER',
    });
    printTable(
      `Clinical record search (Chromium, p95 of ${RUNS}; one patient's ${seeded.notes} notes, ${seeded.addenda} addenda)`,
      [
        row('the record, first page (no search)', firstPage),
        ...SEARCHES.map((search) => {
          const found = results[search];
          return row(`search "${search}" (${found?.total ?? 0} entries)`, found?.durations ?? []);
        }),
      ],
    );
  } finally {
    await browser.close();
  }
}

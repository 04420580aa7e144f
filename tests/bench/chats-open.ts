// Opening a conversation of 10,000 messages from the device (issue 12), in Debian's Chromium on the
// built app: from the click on its row in /chats to the first paint of its last page (the newest
// messages, scrolled to the end), in the same page and right after a reload; and ChatPage's reads
// alone, without React. Budget ≤ 100 ms.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { rolldown } from 'rolldown';
import { SAMPLE_PATIENT } from '../../src/core/patients/sample-patient.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../../src/server/test-support/test-server.ts';
import { CHROMIUM_ARGS } from '../e2e/support/env.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { servedDistDir } from './bench-options.ts';
import type { chatsBench } from './chats-harness.ts';
import { openHarnessPage } from './harness-page.ts';
import { median, ms, type Row } from './measure.ts';
import { mainThreadSelfTimes } from './trace-summary.ts';

type Bench = typeof chatsBench;
const MESSAGES = 10_000;
/** ChatPage's PAGE: the messages it shows first. */
const LAST_PAGE = 50;
const RUNS = 15;
const RELOADS = 15;
const BUDGET_MS = 100;
/** A message every 7 minutes: 10,000 span about seven weeks, a day separator every 200 or so. */
const MESSAGE_SPACING_MINUTES = 7;
const READY_TIMEOUT_MS = 60_000;
const ROW = '[data-testid="conversation-row"]';

/**
 * One patient through the API, then 10,000 messages in straight SQL (the budget is the device's read,
 * not 10,000 API calls): every third from the patient, of varied length, all already read (opening
 * marks nothing read: no write competes with the paint). Each text starts with `#<n> `.
 */
async function seedConversation(server: TestServer, ownerId: string, token: string): Promise<string> {
  const patientId = crypto.randomUUID();
  const created = await callJson(server, 'POST', '/api/patients', {
    token,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: { ...SAMPLE_PATIENT, id: patientId },
  });
  if (created.status !== 201) throw new Error(`patient: ${JSON.stringify(created.body)}`);
  await server.database.db.execute(sql`
    insert into chat_messages (id, owner_id, version, patient_id, sender, text, sent_at, read_at)
    select gen_random_uuid(), ${ownerId}, nextval('sync_version_seq'), ${patientId},
      case when n % 3 = 0 then 'patient' else 'specialist' end,
      '#' || n || ' ' || left(repeat('How did the breathing exercise go this week? ', 6), 20 + (n * 37) % 220),
      sent, sent + interval '1 minute'
    from generate_series(1, ${MESSAGES}) as n,
      lateral (select now() - (${MESSAGES} - n) * ${MESSAGE_SPACING_MINUTES} * interval '1 minute' as sent) as at`);
  return patientId;
}

/** The chats harness as one script (the rooms bench signs in with it too). */
export async function bundleHarness(): Promise<string> {
  const bundle = await rolldown({
    input: new URL('./chats-harness.ts', import.meta.url).pathname,
    platform: 'browser',
  });
  const { output } = await bundle.generate({ format: 'iife', name: 'chatsBenchBundle' });
  return output[0].code;
}

/**
 * Clicks the conversation's row and answers, in the page's clock, when the newest message was in the
 * document and when the frame that drew it was done (a task posted from that frame's
 * requestAnimationFrame runs after its rendering).
 */
function openAndTime(page: Page, lastText: string): Promise<{ dom: number; painted: number }> {
  return page.evaluate(
    ([rowSelector, expected]) =>
      new Promise<{ dom: number; painted: number }>((resolve) => {
        const button = document.querySelector<HTMLElement>(`${rowSelector} button`);
        if (!button) throw new Error('no conversation row');
        const started = performance.now();
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const observer = new MutationObserver(() => {
          const messages = document.querySelectorAll('[data-testid="chat-message"]');
          if (!messages[messages.length - 1]?.textContent?.includes(expected)) return;
          observer.disconnect();
          const dom = performance.now() - started;
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ dom, painted: performance.now() - started })),
          );
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        button.click();
      }),
    [ROW, lastText] as const,
  );
}

/**
 * Back in /chats, by the history or by loading the page afresh, with its list drawn and a frame
 * later, so nothing of it is left to the next open.
 */
async function backToList(page: Page, reload: boolean): Promise<void> {
  if (reload) await page.goto('/chats');
  else await page.evaluate(() => history.back());
  await page.waitForSelector(ROW, { timeout: READY_TIMEOUT_MS });
  if (reload) await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * BENCH_CPU_PROF=dir: five opens in the same page, then one right after a reload (the reload left
 * out), each under the page's V8 profiler, written to dir/chats-open-{same,reload}.cpuprofile for
 * tests/bench/cpu-profile-top.ts; untimed, before the timed runs.
 */
async function profileOpens(page: Page, lastText: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const [name, reload, opens] of [
    ['same', false, 5],
    ['reload', true, 1],
  ] as const) {
    await backToList(page, reload);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    for (let run = 0; run < opens; run += 1) {
      if (run > 0) await backToList(page, false);
      await openAndTime(page, lastText);
    }
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    writeFileSync(join(dir, `chats-open-${name}.cpuprofile`), JSON.stringify(profile));
  }
}

/**
 * BENCH_TRACE=1: one open right after a reload under Chromium's tracing, printed as the main thread's
 * self time per event name (tests/bench/trace-summary.ts); untimed, before the timed runs.
 */
async function traceOpenAfterReload(page: Page, lastText: string): Promise<void> {
  await backToList(page, true);
  const cdp = await page.context().newCDPSession(page);
  const events: object[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'v8',
        'v8.execute',
        'blink',
        'disabled-by-default-devtools.timeline',
      ],
    },
    transferMode: 'ReportEvents',
  });
  const timing = await openAndTime(page, lastText);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  console.log(
    `\nTraced open after a reload: ${ms(timing.painted)} to paint; main thread self time by event:`,
  );
  for (const [name, spent] of mainThreadSelfTimes(events as never).slice(0, 25))
    console.log(`  ${spent.toFixed(1).padStart(8)} ms  ${name}`);
}

export async function measureConversationOpen(): Promise<Row[]> {
  const server = await startTestServer('pglite', { distDir: servedDistDir(), logLevel: 'silent' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const user = await createUser(server);
    const session = await signIn(server, user);
    const patientId = await seedConversation(server, user.id, session.token);
    const lastText = `#${MESSAGES} `;
    const { page, run: bench } = await openHarnessPage<Bench>(
      browser,
      server.url,
      await bundleHarness(),
      'chatsBench',
      { baseURL: server.url },
    );
    page.setDefaultTimeout(READY_TIMEOUT_MS);
    await bench((b, arg) => b.signIn(arg as never), session);
    const pull = await bench((b) => b.firstPull());
    const reads = await bench(
      (b, arg) => b.lastPageReads(...(arg as [string, number, number])),
      [patientId, LAST_PAGE, RUNS],
    );

    await backToList(page, true);
    const [load = Number.NaN] = loadavg();
    // Not counted: the first open after the install fetches the route's code over the network.
    await openAndTime(page, lastText);
    const profileDir = process.env.BENCH_CPU_PROF;
    if (profileDir) await profileOpens(page, lastText, profileDir);
    if (process.env.BENCH_TRACE) await traceOpenAfterReload(page, lastText);
    const again: { dom: number; painted: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await backToList(page, false);
      again.push(await openAndTime(page, lastText));
    }
    const afterReload: { dom: number; painted: number }[] = [];
    for (let run = 0; run < RELOADS; run += 1) {
      await backToList(page, true);
      afterReload.push(await openAndTime(page, lastText));
    }
    const verdict = (value: number) => ({
      budget: `≤ ${BUDGET_MS} ms`,
      verdict: value <= BUDGET_MS ? 'ok' : 'OVER',
    });
    const painted = (runs: readonly { painted: number }[]) => median(runs.map((one) => one.painted));
    const inDom = (runs: readonly { dom: number }[]) => median(runs.map((one) => one.dom));
    return [
      {
        metric: `first pull of ${pull.messages} messages (pglite, loopback)`,
        value: ms(pull.ms),
      },
      {
        metric: `open from /chats → last page painted, again in the same page (median of ${RUNS})`,
        value: ms(painted(again)),
        ...verdict(painted(again)),
      },
      { metric: '  until the newest message is in the document', value: ms(inDom(again)) },
      {
        metric: `open from /chats → last page painted, first after a reload (median of ${RELOADS})`,
        value: ms(painted(afterReload)),
        ...verdict(painted(afterReload)),
      },
      { metric: '  until the newest message is in the document', value: ms(inDom(afterReload)) },
      {
        metric: '  every run',
        value: afterReload.map((one) => Math.round(one.painted)).join(', '),
      },
      { metric: `load average (1 min) when the opens began, ${cpus().length} cores`, value: load.toFixed(1) },
      {
        metric: `ChatPage's reads for its last ${reads.shown} messages, no React (median of ${RUNS})`,
        value: ms(median(reads.times)),
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

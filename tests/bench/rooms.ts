// Live sessions (issue 13): how fast a call shows the other side once both are in (Chromium's fake
// camera over loopback, the built app, a specialist's room and a patient's link page), how fast the
// media policy answers a scripted bitrate drop or loss spike and how slowly it comes back (without
// flapping on a link that swings), and what the room's code weighs — lazy, never in a page's first load.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import type { SignInData } from '../../src/core/auth.ts';
import type { IssuedChatLink } from '../../src/core/chats/chat-link-api.ts';
import { SAMPLE_PATIENT } from '../../src/core/patients/sample-patient.ts';
import {
  initialMediaState,
  type MediaLevelChange,
  replayMediaPolicy,
  STATS_INTERVAL_MS,
  type StatsSample,
} from '../../src/core/rooms/media-policy.ts';
import { SAMPLE_SESSION } from '../../src/core/sessions/sample-session.ts';
import { DEFAULT_DIST_DIR } from '../../src/server/config.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../../src/server/test-support/test-server.ts';
import { CHROMIUM_ARGS } from '../e2e/support/env.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import type { chatsBench } from './chats-harness.ts';
import { bundleHarness } from './chats-open.ts';
import { openHarnessPage } from './harness-page.ts';
import { gzipBytes, kib, median, ms, printTable, type Row } from './measure.ts';

const CALLS = 5;
const CALL_TIMEOUT_MS = 60_000;

export async function runRoomsBench(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
  printTable('Live sessions: the media policy on scripted stats (1 sample a second)', policyRows());
  printTable('Live sessions: the room in Chromium (built app, fake camera, loopback)', await callRows());
}

// ── The media policy ──────────────────────────────────────────────────────────────────────────────

const GOOD: Omit<StatsSample, 'atMs'> = { availableOutgoingBitrate: 2_500_000, packetLossRatio: 0 };

/** A sample a second for `seconds`, each from `link(second)`. */
function script(seconds: number, link: (second: number) => Omit<StatsSample, 'atMs'>): StatsSample[] {
  return Array.from({ length: seconds }, (_, second) => ({
    atMs: second * STATS_INTERVAL_MS,
    ...link(second),
  }));
}

const afterMs = (changes: readonly MediaLevelChange[], to: string, fromMs: number) => {
  const change = changes.find((item) => item.to === to && item.atMs >= fromMs);
  return change ? ms(change.atMs - fromMs) : 'never';
};

function policyRows(): Row[] {
  const start = initialMediaState('high', 0);
  const dropAt = 30_000;
  const drop = replayMediaPolicy(
    script(120, (s) =>
      s * 1000 < dropAt ? GOOD : { availableOutgoingBitrate: 80_000, packetLossRatio: 0.02 },
    ),
    start,
  );
  const loss = replayMediaPolicy(
    script(120, (s) => (s * 1000 < dropAt ? GOOD : { ...GOOD, packetLossRatio: 0.15 })),
    start,
  );
  const recoverAt = 90_000;
  const recovery = replayMediaPolicy(
    script(240, (s) =>
      s * 1000 < dropAt || s * 1000 >= recoverAt
        ? GOOD
        : { availableOutgoingBitrate: 80_000, packetLossRatio: 0 },
    ),
    start,
  );
  // Ten minutes of a link that swings between good and collapsed every 5 seconds.
  const swinging = replayMediaPolicy(
    script(600, (s) =>
      Math.floor(s / 5) % 2 === 0 ? GOOD : { availableOutgoingBitrate: 60_000, packetLossRatio: 0.2 },
    ),
    start,
  );
  return [
    {
      metric: 'bitrate drop to 80 kbps → audio only',
      value: afterMs(drop, 'audio', dropAt),
      budget: '≤ 3 s',
    },
    { metric: 'loss spike to 15 % → audio only', value: afterMs(loss, 'audio', dropAt), budget: '≤ 3 s' },
    { metric: 'link back → low video', value: afterMs(recovery, 'low', recoverAt) },
    { metric: 'link back → high video', value: afterMs(recovery, 'high', recoverAt) },
    {
      metric: 'level changes on a link swinging every 5 s for 10 min',
      value: String(swinging.length),
    },
  ];
}

// ── The room in Chromium ──────────────────────────────────────────────────────────────────────────

type Practice = { session: SignInData; token: string; sessionId: string };

async function practice(server: TestServer): Promise<Practice> {
  const user = await createUser(server);
  const session = await signIn(server, user);
  const call = (method: string, path: string, body: unknown) =>
    callJson(server, method, path, {
      token: session.token,
      body,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
  const patientId = crypto.randomUUID();
  await call('POST', '/api/patients', { ...SAMPLE_PATIENT, id: patientId });
  const issued = await call('POST', `/api/patients/${patientId}/chat-link`, {
    delivery: 'copy',
    language: 'EN',
  });
  const token = (issued.body.data as IssuedChatLink).url.split('/chat-patient/')[1] ?? '';
  const sessionId = crypto.randomUUID();
  // Under way: started five minutes ago, for an hour; each call of the bench meets in it again.
  const startsAt = new Date(Date.now() - 5 * 60_000).toISOString();
  const booked = await call('POST', '/api/sessions', {
    ...SAMPLE_SESSION,
    id: sessionId,
    patientId,
    startsAt,
    history: [{ at: new Date().toISOString(), status: 'scheduled', startsAt }],
  });
  if (booked.status !== 201) throw new Error(`session: ${JSON.stringify(booked.body)}`);
  return { session, token, sessionId };
}

/** From the other side first seen to its first frame drawn, in the page's clock (User Timing marks). */
async function bothInToFirstFrame(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('room:first-remote-frame').length > 0, null, {
    timeout: CALL_TIMEOUT_MS,
  });
  return page.evaluate(() => {
    const [bothIn] = performance.getEntriesByName('room:both-in');
    const [frame] = performance.getEntriesByName('room:first-remote-frame');
    return (frame?.startTime ?? Number.NaN) - (bothIn?.startTime ?? Number.NaN);
  });
}

async function oneCall(browser: Browser, server: TestServer, world: Practice, harness: string) {
  const { page: office, run } = await openHarnessPage<typeof chatsBench>(
    browser,
    server.url,
    harness,
    'chatsBench',
    // No service worker: its precaching would fetch every chunk; only the page's own fetches are weighed.
    { baseURL: server.url, serviceWorkers: 'block' },
  );
  await run((bench, session) => bench.signIn(session as never), world.session);
  const patientContext = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const patient = await patientContext.newPage();
  try {
    // From the session's page (the dashboard would still be fetching its charts meanwhile).
    await office.goto(`/sessions-profile/${world.sessionId}`);
    const specialistScripts = await roomScriptsLoaded(office, () =>
      office.getByRole('button', { name: 'Join Now' }).click(),
    );
    await office.getByRole('button', { name: 'Join', exact: true }).click();
    await patient.goto(`/chat-patient/${world.token}`);
    const patientScripts = await roomScriptsLoaded(patient, () =>
      patient.getByTestId('patient-next-session').getByRole('button', { name: 'Join' }).click(),
    );
    await patient.getByRole('button', { name: 'Join', exact: true }).click();
    return {
      specialist: await bothInToFirstFrame(office),
      patient: await bothInToFirstFrame(patient),
      specialistScripts,
      patientScripts,
    };
  } finally {
    await patientContext.close();
    await office.context().close();
  }
}

/** The page's own code first (what it fetches for itself is not the room's): a second without a script. */
async function scriptsSettled(page: Page): Promise<void> {
  let last = Date.now();
  const onRequest = (request: import('@playwright/test').Request) => {
    if (request.resourceType() === 'script') last = Date.now();
  };
  page.on('request', onRequest);
  const deadline = Date.now() + 15_000;
  while (Date.now() - last < 1000 && Date.now() < deadline) await page.waitForTimeout(200);
  page.off('request', onRequest);
}

/** The scripts the page fetches while `act` runs: the room's code arrives only then. */
async function roomScriptsLoaded(page: Page, act: () => Promise<void>): Promise<string[]> {
  await scriptsSettled(page);
  const urls: string[] = [];
  const onRequest = (request: import('@playwright/test').Request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  };
  page.on('request', onRequest);
  await act();
  await page.getByTestId('pre-join').waitFor();
  page.off('request', onRequest);
  return urls;
}

/** The scripts index.html loads or preloads: a page's first load. */
function initialScripts(): Set<string> {
  const html = readFileSync(join(DEFAULT_DIST_DIR, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? ''));
}

/** Gzip bytes of the built scripts at these URLs, and how many of them a first load includes. */
function weigh(urls: readonly string[], initial: ReadonlySet<string>) {
  const names = [...new Set(urls.map((url) => new URL(url).pathname.split('/').pop() ?? ''))];
  const gzip = names.reduce(
    (sum, name) => sum + gzipBytes(readFileSync(join(DEFAULT_DIST_DIR, 'assets', name))),
    0,
  );
  return { count: names.length, gzip, inFirstLoad: names.filter((name) => initial.has(name)).length };
}

async function callRows(): Promise<Row[]> {
  const initial = initialScripts();
  const server = await startTestServer('pglite', { distDir: DEFAULT_DIST_DIR, logLevel: 'silent' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--disable-features=WebRtcHideLocalIpsWithMdns',
    ],
  });
  try {
    const world = await practice(server);
    const harness = await bundleHarness();
    const specialist: number[] = [];
    const patient: number[] = [];
    // The first call warms the server and the browser's caches (timings not counted); its pages
    // fetch the room's code for the first time, which is what is weighed.
    const first = await oneCall(browser, server, world, harness);
    for (let run = 0; run < CALLS; run += 1) {
      const call = await oneCall(browser, server, world, harness);
      specialist.push(call.specialist);
      patient.push(call.patient);
    }
    const office = weigh(first.specialistScripts, initial);
    const link = weigh(first.patientScripts, initial);
    const firstLoadVerdict = office.inFirstLoad + link.inFirstLoad === 0 ? 'ok' : 'OVER';
    return [
      {
        metric: `both in → first remote frame, specialist (median of ${CALLS})`,
        value: ms(median(specialist)),
      },
      { metric: `both in → first remote frame, patient (median of ${CALLS})`, value: ms(median(patient)) },
      {
        metric: `room code fetched by Join Now (${office.count} scripts, gzip)`,
        value: kib(office.gzip),
      },
      {
        metric: `room code fetched by the patient’s Join (${link.count} scripts, gzip)`,
        value: kib(link.gzip),
      },
      {
        metric: 'of those, scripts in index.html (a first load)',
        value: String(office.inFirstLoad + link.inFirstLoad),
        budget: '0',
        verdict: firstLoadVerdict,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

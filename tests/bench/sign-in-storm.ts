// A sign-in storm (issue 36): 200 wrong sign-ins at once from one address against the whole server
// on PGlite (its own process, as `npm start` runs it), while another client asks GET /api/health every
// 50 ms and a signed-in specialist pulls every 100 ms, as a synced device does (nothing new since its
// cursor). Prints their latencies during the storm beside the same without it, and how the storm was
// answered. Password hashing is the costly part: the server must keep it from starving everyone else.
import { setTimeout as sleep } from 'node:timers/promises';
import type { TargetReady } from './api-target.ts';
import { startBenchProcess } from './bench-process.ts';
import { ms, percentile, printTable, type Row } from './measure.ts';

const STORM_SIZE = 200;
const HEALTH_EVERY_MS = 50;
const PULL_EVERY_MS = 100;
const QUIET_SECONDS = 3;
const BUDGET_P95_MS = 100;

type Probe = { health: number[]; pull: number[] };

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const answer = await request();
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`probe answered ${answer.status}`);
  return performance.now() - started;
}

/** Polls health and the pull until `until` settles; each poller waits for its answer before the next. */
async function probeWhile(ready: TargetReady, cursors: string, until: Promise<unknown>): Promise<Probe> {
  const probe: Probe = { health: [], pull: [] };
  let isDone = false;
  void until.finally(() => {
    isDone = true;
  });
  const poll = async (every: number, into: number[], request: () => Promise<Response>) => {
    while (!isDone) {
      into.push(await timed(request));
      await sleep(every);
    }
  };
  await Promise.all([
    poll(HEALTH_EVERY_MS, probe.health, () => fetch(`${ready.url}/api/health`)),
    poll(PULL_EVERY_MS, probe.pull, () =>
      fetch(`${ready.url}/api/sync/changes?cursors=${encodeURIComponent(cursors)}`, {
        headers: { authorization: `Bearer ${ready.token}` },
      }),
    ),
  ]);
  return probe;
}

/** The cursors a device holds once it has pulled everything. */
async function caughtUpCursors(ready: TargetReady): Promise<string> {
  let cursors =
    'patient:0,session:0,package:0,packageSale:0,article:0,chatMessage:0,notification:0,profile:0';
  for (;;) {
    const answer = await fetch(`${ready.url}/api/sync/changes?cursors=${encodeURIComponent(cursors)}`, {
      headers: { authorization: `Bearer ${ready.token}` },
    });
    const { data } = (await answer.json()) as { data: { cursors: Record<string, number>; hasMore: boolean } };
    cursors = Object.entries(data.cursors)
      .map(([name, version]) => `${name}:${version}`)
      .join(',');
    if (!data.hasMore) return cursors;
  }
}

async function storm(url: string): Promise<{ statuses: Map<number, number>; slowest: number; ms: number }> {
  const statuses = new Map<number, number>();
  let slowest = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: STORM_SIZE }, async (_, index) => {
      const sent = performance.now();
      const answer = await fetch(`${url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `storm${index % 20}@example.test`, password: 'Wrong-pass-1!' }),
      });
      await answer.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - sent);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }),
  );
  return { statuses, slowest, ms: performance.now() - started };
}

export async function runSignInStormBench(): Promise<void> {
  const target = await startBenchProcess<TargetReady>('./api-target.ts', ['app', 'pglite']);
  try {
    const cursors = await caughtUpCursors(target.ready);
    const quiet = await probeWhile(target.ready, cursors, sleep(QUIET_SECONDS * 1000));
    const storming = storm(target.ready.url);
    const during = await probeWhile(target.ready, cursors, storming);
    const outcome = await storming;
    const p95 = (values: number[]) => percentile(values, 95);
    const verdict = (value: number) => (value <= BUDGET_P95_MS ? 'ok' : 'OVER');
    const answered = [...outcome.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count}×${status}`)
      .join(', ');
    const rows: Row[] = [
      { metric: `GET /api/health, quiet, p95 of ${quiet.health.length}`, value: ms(p95(quiet.health)) },
      {
        metric: `GET /api/health during the storm, p95 of ${during.health.length}`,
        value: ms(p95(during.health)),
        budget: `≤ ${BUDGET_P95_MS} ms`,
        verdict: verdict(p95(during.health)),
      },
      { metric: `  slowest`, value: ms(Math.max(...during.health)) },
      { metric: `caught-up pull, quiet, p95 of ${quiet.pull.length}`, value: ms(p95(quiet.pull)) },
      {
        metric: `caught-up pull during the storm, p95 of ${during.pull.length}`,
        value: ms(p95(during.pull)),
        budget: `≤ ${BUDGET_P95_MS} ms`,
        verdict: verdict(p95(during.pull)),
      },
      { metric: `  slowest`, value: ms(Math.max(...during.pull)) },
      { metric: `the storm: ${STORM_SIZE} wrong sign-ins at once, answered`, value: answered },
      { metric: `  in`, value: ms(outcome.ms) },
      { metric: `  slowest sign-in answer`, value: ms(outcome.slowest) },
    ];
    printTable('Sign-in storm (whole server on PGlite, its own process)', rows);
  } finally {
    await target.stop();
  }
}

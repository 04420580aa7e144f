// WebSocket fan-out (issue 8): CLIENTS authenticated /ws connections (SOCKETS_PER_OWNER per owner) on
// one server process, then on two processes sharing PostgreSQL; each owner writes one patient.
import { execFileSync } from 'node:child_process';
import WebSocket from 'ws';
import { SYNC_POKE_TYPE } from '../../src/core/sync/types.ts';
import { startPrivatePostgres } from '../support/postgres.ts';
import { type BenchProcess, startBenchProcess } from './bench-process.ts';
import { percentile, printGrid } from './measure.ts';
import type { Memory, Owner, WsTargetReady } from './ws-target.ts';

const OWNERS = 100;
const SOCKETS_PER_OWNER = 20;
const CLIENTS = OWNERS * SOCKETS_PER_OWNER;
/** Sockets opening at once, so the bench measures holding connections, not a SYN flood. */
const CONNECT_CONCURRENCY = 200;
/** One owner's write every this many ms: 100 writes spread over 2 s, each poke measured alone. */
const WRITE_INTERVAL_MS = 20;
/** After the last write, pokes still missing by then count as lost. */
const POKE_DEADLINE_MS = 5_000;
const CONNECT_TIMEOUT_MS = 10_000;
const P95_BUDGET_MS = 100;
const SHARED_JWT_SECRET = 'ws-bench-secret-0123456789abcdef0123456789abcdef';

type Target = BenchProcess<WsTargetReady>;
type Client = { socket: WebSocket; owner: Owner; pokedAt: number | undefined };

function openClient(url: string, owner: Owner): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws?token=${encodeURIComponent(owner.token)}`);
    const client: Client = { socket, owner, pokedAt: undefined };
    const timer = setTimeout(() => reject(new Error('no hello in time')), CONNECT_TIMEOUT_MS);
    socket.on('message', (data) => {
      const type = (JSON.parse(String(data)) as { type: string }).type;
      if (type === 'hello') {
        clearTimeout(timer);
        resolve(client);
      } else if (type === SYNC_POKE_TYPE) client.pokedAt ??= performance.now();
    });
    socket.on('close', (code) => reject(new Error(`closed ${code} before hello`)));
    socket.on('error', reject);
  });
}

/** Opens every owner's sockets on `socketServer(owner index)`, CONNECT_CONCURRENCY at a time. */
async function connectAll(
  owners: readonly Owner[],
  socketServer: (index: number) => string,
): Promise<Client[]> {
  const jobs = owners.flatMap((owner, index) =>
    Array.from({ length: SOCKETS_PER_OWNER }, () => () => openClient(socketServer(index), owner)),
  );
  const clients: Client[] = [];
  for (let start = 0; start < jobs.length; start += CONNECT_CONCURRENCY) {
    clients.push(...(await Promise.all(jobs.slice(start, start + CONNECT_CONCURRENCY).map((job) => job()))));
  }
  return clients;
}

async function writePatient(url: string, owner: Owner): Promise<void> {
  const response = await fetch(`${url}/api/patients`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${owner.token}`,
      'content-type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      id: crypto.randomUUID(),
      name: 'Poke Bench',
      contactNumber: '+33612345678',
      gender: 'female',
      dateOfBirth: '1991-02-03',
      country: 'FR',
      type: 'individual',
      email: 'poke@example.com',
      companyId: null,
    }),
  });
  if (response.status !== 201) throw new Error(`write answered ${response.status}`);
  await response.arrayBuffer();
}

type Scenario = {
  name: string;
  targets: Target[];
  socketServer: (index: number) => string;
  writeServer: (index: number) => string;
};

async function runScenario(scenario: Scenario, owners: readonly Owner[]): Promise<string[]> {
  const memory = () => Promise.all(scenario.targets.map((target) => target.request<Memory>('memory')));
  const before = await memory();
  const connectStarted = performance.now();
  const clients = await connectAll(owners, scenario.socketServer);
  const connectMs = performance.now() - connectStarted;
  const after = await memory();
  const perSocket = (key: keyof Memory) => {
    const delta = after.reduce((sum, now, index) => sum + now[key] - (before[index]?.[key] ?? 0), 0);
    return `${(delta / clients.length / 1024).toFixed(1)} KiB`;
  };

  const sentAt = new Map<string, number>();
  const writes: Promise<void>[] = [];
  for (const [index, owner] of owners.entries()) {
    sentAt.set(owner.id, performance.now());
    writes.push(writePatient(scenario.writeServer(index), owner));
    await new Promise((resolve) => setTimeout(resolve, WRITE_INTERVAL_MS));
  }
  await Promise.all(writes);
  const deadline = performance.now() + POKE_DEADLINE_MS;
  while (clients.some((client) => client.pokedAt === undefined) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const latencies = clients
    .flatMap((client) =>
      client.pokedAt === undefined ? [] : [client.pokedAt - (sentAt.get(client.owner.id) ?? 0)],
    )
    .sort((a, b) => a - b);
  for (const client of clients) client.socket.terminate();
  const lost = clients.length - latencies.length;
  const p95 = percentile(latencies, 95);
  return [
    scenario.name,
    String(clients.length),
    `${Math.round(connectMs)} ms`,
    perSocket('rss'),
    perSocket('heap'),
    percentile(latencies, 50).toFixed(1),
    p95.toFixed(1),
    percentile(latencies, 99).toFixed(1),
    String(lost),
    `p95 ≤ ${P95_BUDGET_MS} ms, 0 lost`,
    p95 <= P95_BUDGET_MS && lost === 0 ? 'ok' : 'OVER',
  ];
}

export function checkFileLimit(clients: number): void {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  // Both ends of every socket live on this machine, plus the servers' own files.
  if (Number.isFinite(limit) && limit < 2 * clients + 1000) {
    throw new Error(`ulimit -n is ${limit}: raise it above ${2 * clients + 1000} for ${clients} sockets`);
  }
}

const target = (ownerCount: number, env: NodeJS.ProcessEnv) =>
  startBenchProcess<WsTargetReady>('./ws-target.ts', [String(ownerCount)], {
    env,
    nodeArgs: ['--expose-gc'],
  });

async function onOneProcess(name: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const server = await target(OWNERS, env);
  try {
    const url = server.ready.url;
    return await runScenario(
      { name, targets: [server], socketServer: () => url, writeServer: () => url },
      server.ready.owners,
    );
  } finally {
    await server.stop();
  }
}

/** Owners alternate between the two processes; each one's write goes through the other process. */
async function onTwoProcesses(env: NodeJS.ProcessEnv): Promise<string[]> {
  const a = await target(OWNERS, env);
  const b = await target(0, env).catch(async (error: unknown) => {
    await a.stop();
    throw error;
  });
  try {
    const urls = [a.ready.url, b.ready.url];
    return await runScenario(
      {
        name: 'two processes, PostgreSQL (written through the other)',
        targets: [a, b],
        socketServer: (index) => urls[index % 2] ?? '',
        writeServer: (index) => urls[(index + 1) % 2] ?? '',
      },
      a.ready.owners,
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

export async function runWsBench(): Promise<void> {
  checkFileLimit(CLIENTS);
  const env = { ...process.env, JWT_SECRET: SHARED_JWT_SECRET, DATABASE_URL: '' };
  const rows = [await onOneProcess('one process, PGlite', env)];
  const postgres = await startPrivatePostgres();
  try {
    const pgEnv = { ...env, DATABASE_URL: postgres.url };
    rows.push(await onOneProcess('one process, PostgreSQL', pgEnv));
    rows.push(await onTwoProcesses(pgEnv));
  } finally {
    await postgres.stop();
  }
  printGrid(
    `WebSocket pokes: ${CLIENTS} sockets (${OWNERS} owners × ${SOCKETS_PER_OWNER}), one write per owner every ${WRITE_INTERVAL_MS} ms; latency from the write request to each socket's poke, ms`,
    [
      'setup',
      'sockets',
      'connect all',
      'RSS / socket',
      'JS heap / socket',
      'p50',
      'p95',
      'p99',
      'lost',
      'budget',
      'verdict',
    ],
    rows,
  );
}

// Chat delivery over /ws (issue 12): 2,000 sockets held on one server process on PostgreSQL, then on
// two processes sharing it (fan-out by LISTEN/NOTIFY). Timed from the send to each receipt: a patient's
// message to the poke on each of the specialist's devices, the specialist's message to the poke on the
// patient's page, and the specialist typing to the patient's notice. Budget: p95 ≤ 100 ms, 0 lost.
import { cpus, loadavg } from 'node:os';
import { startPrivatePostgres } from '../support/postgres.ts';
import { type BenchProcess, startBenchProcess } from './bench-process.ts';
import {
  type Conversation,
  createConversation,
  inBatches,
  openPatientSocket,
  openSpecialistSocket,
  type Receiver,
  sendTyping,
  writeAsPatient,
  writeAsSpecialist,
} from './chats-sockets.ts';
import { percentile, printGrid } from './measure.ts';
import { checkFileLimit } from './ws.ts';
import type { Owner, WsTargetReady } from './ws-target.ts';

const SPECIALISTS = 500;
/** The office open on a desk and a phone: a patient's message fans out to two sockets. */
const DEVICES = 2;
const PATIENTS_PER_SPECIALIST = 2;
/**
 * 500 × (2 devices + 2 patients on their link) = 2,000: half the sockets the office's, half the
 * patients', and every path (one message to several devices, one to a single page) exercised.
 */
const SOCKETS = SPECIALISTS * (DEVICES + PATIENTS_PER_SPECIALIST);
/** Sockets opening at once, so the bench measures holding connections, not a SYN flood. */
const CONNECT_CONCURRENCY = 200;
const SEED_CONCURRENCY = 20;
/** One send every this many ms (50 a second): each delivery is measured alone, not in a burst. */
const SEND_INTERVAL_MS = 20;
/** After the last send, deliveries still missing by then count as lost. */
const DEADLINE_MS = 5_000;
/** After connecting: the last joins' presence notices are not queued ahead of the first send. */
const SETTLE_MS = 1_000;
const POLL_MS = 50;
const P95_BUDGET_MS = 100;
const SHARED_JWT_SECRET = 'chats-bench-secret-0123456789abcdef0123456789abcdef';
/** Every limit ×100: the bench's 1,000 patients all connect and write from one loopback address. */
const RATE_LIMIT_MULTIPLIER = '100';

type Target = BenchProcess<WsTargetReady>;
/** One conversation with its sockets, and the processes its parties use. */
type Party = {
  conversation: Conversation;
  patient: Receiver;
  devices: Receiver[];
  /** The process the patient's and the specialist's writes go through: not the patient socket's. */
  writeUrl: string;
  /** The device that types: the one on the other process from the patient's socket. */
  typist: Receiver;
};
type Path = {
  name: string;
  /** Resolves on the HTTP answer, for a write (whose time is shown beside its delivery's). */
  send(party: Party): Promise<void>;
  isWrite: boolean;
  /** The receipt lists of the sockets that must hear of it. */
  receivers(party: Party): number[][];
};
type Delivery = { receipts: number[]; sentAt: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PATHS: Path[] = [
  {
    name: 'patient → specialist (poke, each of 2 devices)',
    send: (party) => writeAsPatient(party.writeUrl, party.conversation),
    isWrite: true,
    receivers: (party) => party.devices.map((device) => device.pokes),
  },
  {
    name: 'specialist → patient (poke)',
    send: (party) => writeAsSpecialist(party.writeUrl, party.conversation),
    isWrite: true,
    receivers: (party) => [party.patient.pokes],
  },
  {
    name: 'specialist typing → patient',
    send: async (party) => sendTyping(party.typist, party.conversation),
    isWrite: false,
    receivers: (party) => [party.patient.typings],
  },
];

/** Receipts are in arrival order: the first at or after the send is this delivery's. */
const arrival = (delivery: Delivery) => delivery.receipts.find((at) => at >= delivery.sentAt);

async function measurePath(parties: readonly Party[], path: Path) {
  const deliveries: Delivery[] = [];
  const failures: unknown[] = [];
  const answers: number[] = [];
  const sends: Promise<void>[] = [];
  for (const party of parties) {
    const sentAt = performance.now();
    sends.push(
      path.send(party).then(
        () => void answers.push(performance.now() - sentAt),
        (error: unknown) => void failures.push(error),
      ),
    );
    for (const receipts of path.receivers(party)) deliveries.push({ receipts, sentAt });
    await sleep(SEND_INTERVAL_MS);
  }
  await Promise.all(sends);
  if (failures.length > 0)
    throw new Error(`${path.name}: ${failures.length} sends failed`, { cause: failures[0] });
  const deadline = performance.now() + DEADLINE_MS;
  while (deliveries.some((delivery) => arrival(delivery) === undefined) && performance.now() < deadline) {
    await sleep(POLL_MS);
  }
  const latencies = deliveries.flatMap((delivery) => {
    const at = arrival(delivery);
    return at === undefined ? [] : [at - delivery.sentAt];
  });
  return { count: deliveries.length, latencies, lost: deliveries.length - latencies.length, answers };
}

/** Each specialist's patients with a chat link, created through the API of the first process. */
function createConversations(url: string, owners: readonly Owner[]): Promise<Conversation[]> {
  return inBatches(
    owners.flatMap((owner) =>
      Array.from({ length: PATIENTS_PER_SPECIALIST }, () => () => createConversation(url, owner)),
    ),
    SEED_CONCURRENCY,
  );
}

/**
 * Opens every socket. With two processes, a specialist's devices sit one on each, patients alternate,
 * and every write and typing report goes through the process that does not hold the patient's socket.
 */
async function connectParties(urls: readonly string[], conversations: readonly Conversation[]) {
  const on = (index: number) => urls[index % urls.length] ?? '';
  const owners = conversations.filter((_, index) => index % PATIENTS_PER_SPECIALIST === 0);
  const devices = await inBatches(
    owners.flatMap(({ owner }) =>
      Array.from({ length: DEVICES }, (_, device) => () => openSpecialistSocket(on(device), owner)),
    ),
    CONNECT_CONCURRENCY,
  );
  const patients = await inBatches(
    conversations.map((conversation, index) => () => openPatientSocket(on(index), conversation)),
    CONNECT_CONCURRENCY,
  );
  return conversations.map((conversation, index): Party => {
    const specialist = Math.floor(index / PATIENTS_PER_SPECIALIST);
    const ownDevices = devices.slice(specialist * DEVICES, (specialist + 1) * DEVICES);
    const patient = patients[index];
    const typist = ownDevices[(index + 1) % DEVICES];
    if (!patient || !typist) throw new Error('a socket is missing');
    return { conversation, patient, devices: ownDevices, writeUrl: on(index + 1), typist };
  });
}

/** Each specialist's first patient, then each one's second: ten seconds between a socket's deliveries. */
function sendOrder(parties: readonly Party[]): Party[] {
  return Array.from({ length: PATIENTS_PER_SPECIALIST }, (_, round) =>
    parties.filter((_, index) => index % PATIENTS_PER_SPECIALIST === round),
  ).flat();
}

async function runSetup(name: string, targets: readonly Target[]): Promise<string[][]> {
  const urls = targets.map((target) => target.ready.url);
  const conversations = await createConversations(urls[0] ?? '', targets[0]?.ready.owners ?? []);
  const connectStarted = performance.now();
  const parties = await connectParties(urls, conversations);
  const connectMs = performance.now() - connectStarted;
  const sockets = new Set(parties.flatMap((party) => [party.patient, ...party.devices]));
  try {
    await sleep(SETTLE_MS);
    const rows: string[][] = [];
    for (const path of PATHS) {
      // Other work on the machine shows in the tail: the load average as the path starts (this bench's
      // own processes included) is printed beside it.
      const [load = Number.NaN] = loadavg();
      const { count, latencies, lost, answers } = await measurePath(sendOrder(parties), path);
      const p95 = percentile(latencies, 95);
      rows.push([
        rows.length === 0 ? name : '',
        rows.length === 0 ? `${sockets.size} in ${(connectMs / 1000).toFixed(1)} s` : '',
        path.name,
        load.toFixed(1),
        String(count),
        percentile(latencies, 50).toFixed(1),
        p95.toFixed(1),
        percentile(latencies, 99).toFixed(1),
        String(lost),
        path.isWrite ? percentile(answers, 95).toFixed(1) : '—',
        p95 <= P95_BUDGET_MS && lost === 0 ? 'ok' : 'OVER',
      ]);
    }
    return rows;
  } finally {
    for (const socket of sockets) socket.socket.terminate();
  }
}

const startTarget = (owners: number, env: NodeJS.ProcessEnv) =>
  startBenchProcess<WsTargetReady>('./ws-target.ts', [String(owners)], { env });

async function onProcesses(name: string, count: number, env: NodeJS.ProcessEnv): Promise<string[][]> {
  const targets: Target[] = [];
  try {
    // Only the first seeds the specialists; the others serve the same database.
    for (let index = 0; index < count; index += 1) {
      targets.push(await startTarget(index === 0 ? SPECIALISTS : 0, env));
    }
    return await runSetup(name, targets);
  } finally {
    await Promise.all(targets.map((target) => target.stop()));
  }
}

/** The delivery table's rows, one setup after the other on one private PostgreSQL. */
export async function measureChatDelivery(): Promise<string[][]> {
  checkFileLimit(SOCKETS);
  const postgres = await startPrivatePostgres();
  try {
    const env = {
      ...process.env,
      DATABASE_URL: postgres.url,
      JWT_SECRET: SHARED_JWT_SECRET,
      RATE_LIMIT_MULTIPLIER,
    };
    return [
      ...(await onProcesses('one process, PostgreSQL', 1, env)),
      ...(await onProcesses('two processes, PostgreSQL', 2, env)),
    ];
  } finally {
    await postgres.stop();
  }
}

export function printChatDelivery(rows: readonly (readonly string[])[]): void {
  printGrid(
    `Chat delivery over WebSocket: ${SOCKETS} sockets (${SPECIALISTS} specialists × ${DEVICES} devices + ${PATIENTS_PER_SPECIALIST} patients on their link), one send every ${SEND_INTERVAL_MS} ms, ${cpus().length} cores; ms from the send to each receipt (and to the write's HTTP answer); budget p95 ≤ ${P95_BUDGET_MS} ms, 0 lost`,
    [
      'setup',
      'sockets connected',
      'path',
      'load (1 min)',
      'deliveries',
      'p50',
      'p95',
      'p99',
      'lost',
      'HTTP answer p95',
      'verdict',
    ],
    rows,
  );
}

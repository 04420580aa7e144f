// One chaos seed: two clients make random patient mutations, write chat messages to one patient,
// sync and reload while the proxy
// faults ~30% of the calls; then faults stop, both clients sync until their outboxes are empty, and
// the server and both clients are compared with the model.

import type { SignInData } from '../../src/core/auth.ts';
import type { ChatMessageRow } from '../../src/core/chats/chat-message-schema.ts';
import type { PatientFields, PatientRow } from '../../src/core/patients/patient-schema.ts';
import { UNSET_PATIENT_EXTRAS } from '../../src/core/patients/sample-patient.ts';
import type { Change, ChangesPage } from '../../src/core/sync/types.ts';
import { type ChaosClient, startClient } from './client-handle.ts';
import { startFaultProxy } from './fault-proxy.ts';
import { createMessageModel } from './message-model.ts';
import { createModel } from './model.ts';
import { type Random, seededRandom } from './prng.ts';

export const CHAOS_FAULT_RATE = 0.3;
const STEPS = 40;
// Backoff delays (2 s, 4 s, …) run 200 times faster: the schedule's shape is kept, the run stays short.
const TIME_SCALE = 200;
const SETTLE_ROUNDS = 12;

const NAMES = ['Amina Benali', 'Jean Dupont', 'Lina Haddad', 'Omar Said', 'Sofia Rossi', 'Karim Nasser'];
const PHONES = ['+33612345678', '+212612345678', '+14155552671', '+447911123456'];
const COUNTRIES = ['FR', 'MA', 'US', 'GB', 'TN'];

export type SeedResult = { seed: number; problems: string[]; faults: Record<string, number> };

function randomFields(random: Random, n: number): PatientFields {
  return {
    name: random.pick(NAMES),
    contactNumber: random.pick(PHONES),
    gender: random.pick(['male', 'female'] as const),
    dateOfBirth: `19${50 + random.int(50)}-0${1 + random.int(9)}-1${random.int(9)}`,
    country: random.pick(COUNTRIES),
    type: 'individual',
    email: `p${n}@example.com`,
    companyId: null,
    ...UNSET_PATIENT_EXTRAS,
  };
}

function randomChanges(random: Random, n: number): Partial<PatientFields> {
  const changes: Partial<PatientFields> = {};
  if (random.chance(0.5)) changes.name = random.pick(NAMES);
  if (random.chance(0.4)) changes.country = random.pick(COUNTRIES);
  if (random.chance(0.3)) changes.email = `u${n}@example.com`;
  if (random.chance(0.3)) changes.contactNumber = random.pick(PHONES);
  if (Object.keys(changes).length === 0) changes.name = random.pick(NAMES);
  return changes;
}

async function serverRows(serverUrl: string, token: string): Promise<Change[]> {
  const rows: Change[] = [];
  let since = 0;
  for (;;) {
    const response = await fetch(`${serverUrl}/api/sync/changes?since=${since}&limit=1000`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = ((await response.json()) as { data: ChangesPage }).data;
    rows.push(...page.changes);
    since = page.cursor;
    if (!page.hasMore) return rows;
  }
}

export async function runSeed(seed: number, serverUrl: string, session: SignInData): Promise<SeedResult> {
  const random = seededRandom(seed);
  const proxy = await startFaultProxy(serverUrl, seededRandom(seed ^ 0x5bd1e995));
  const clients: [ChaosClient, ChaosClient] = [startClient(), startClient()];
  const model = createModel();
  const messages = createMessageModel();
  const problems: string[] = [];
  let counter = 0;
  // The conversation's patient exists on the server before the clients start, and is never deleted:
  // a message to a patient another client deleted is refused by design, not lost.
  const conversationId = crypto.randomUUID();
  const lastSentAt: [number, number] = [0, 0];
  try {
    const conversationFields = randomFields(random, 0);
    const created = await fetch(`${serverUrl}/api/patients`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ id: conversationId, ...conversationFields }),
    });
    if (created.status !== 201) throw new Error(`conversation patient: ${created.status}`);
    model.create(conversationId, conversationFields);
    for (const client of clients)
      await client.call({ op: 'init', baseUrl: proxy.url, session, timeScale: TIME_SCALE });
    proxy.setFaultRate(CHAOS_FAULT_RATE);
    for (let step = 0; step < STEPS; step += 1) {
      const index = random.int(2) as 0 | 1;
      const client = clients[index];
      const roll = random.next();
      counter += 1;
      if (roll < 0.3) {
        const id = crypto.randomUUID();
        const fields = randomFields(random, counter);
        await client.call({ op: 'mutate', name: 'patient.create', args: { id, ...fields } });
        model.create(id, fields);
      } else if (roll < 0.6) {
        const live = (await client.dump()).rows.filter(
          (row) => row.deletedAt === null && row.id !== conversationId,
        );
        if (live.length === 0) continue;
        const row = random.pick(live);
        if (roll < 0.52) {
          const changes = randomChanges(random, counter);
          await client.call({
            op: 'mutate',
            name: 'patient.update',
            args: { id: row.id, baseVersion: row.version, changes },
          });
          model.update(index, row.id, changes);
        } else {
          await client.call({ op: 'mutate', name: 'patient.delete', args: { id: row.id } });
          model.remove(row.id);
        }
      } else if (roll < 0.72) {
        // Each client's messages in the order it wrote them: strictly later sending times.
        lastSentAt[index] = Math.max(Date.now(), lastSentAt[index] + 1);
        const id = crypto.randomUUID();
        const text = `m${counter} from ${index}`;
        const args = {
          id,
          patientId: conversationId,
          sender: 'specialist',
          text,
          attachments: [],
          sentAt: new Date(lastSentAt[index]).toISOString(),
          readAt: null,
        };
        await client.call({ op: 'mutate', name: 'chatMessage.create', args });
        messages.write(index, id, text);
      } else if (roll < 0.85) {
        await client.call({ op: 'sync-background' });
      } else if (roll < 0.94) {
        await client.call({ op: 'sync' });
      } else {
        await client.call({ op: 'reload' });
      }
    }
    proxy.setFaultRate(0);
    // A round that starts with every outbox empty pushes nothing, so each client's pull in it sees
    // the server's final state; a round that pushed may leave the client that synced first behind.
    for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
      const before = await Promise.all(clients.map((client) => client.dump()));
      for (const client of clients) await client.call({ op: 'sync' });
      if (before.every((dump) => dump.outbox.length === 0)) break;
    }
    const dumps = await Promise.all(clients.map((client) => client.dump()));
    dumps.forEach((dump, index) => {
      if (dump.outbox.length > 0)
        problems.push(
          `client ${index} still has ${dump.outbox.length} outbox entries (${dump.outbox.map((entry) => entry.state).join(',')})`,
        );
    });
    const server = await serverRows(serverUrl, session.token);
    const rowsOf = <T>(entity: string) =>
      server.filter((change) => change.entity === entity).map((change) => change.row as unknown as T);
    problems.push(
      ...model.check(
        rowsOf<PatientRow>('patient'),
        dumps.map((dump) => dump.rows),
      ),
      ...messages.check(
        rowsOf<ChatMessageRow>('chatMessage'),
        dumps.map((dump) => dump.messages),
      ),
    );
  } catch (error) {
    problems.push(`run failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await proxy.close();
  }
  return { seed, problems, faults: { ...proxy.counts } };
}

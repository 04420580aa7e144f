// The driver's side of a chaos client: a promise per request to its process.

import { fork } from 'node:child_process';
import type { ChatMessageRow } from '../../src/core/chats/chat-message-schema.ts';
import type { PatientRow } from '../../src/core/patients/patient-schema.ts';
import type { OutboxEntry } from '../../src/core/sync/types.ts';
import type { ClientRequest } from './client-worker.ts';

export type ClientDump = { rows: PatientRow[]; messages: ChatMessageRow[]; outbox: OutboxEntry[] };

export type ChaosClient = {
  call(request: ClientRequest): Promise<unknown>;
  dump(): Promise<ClientDump>;
  close(): Promise<void>;
};

export function startClient(): ChaosClient {
  // A process per client (not a worker thread: Node 20 workers cannot load TypeScript through tsx).
  const worker = fork(new URL('./client-worker.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  let nextId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) waiter?.reject(new Error(message.error));
    else waiter?.resolve(message.result);
  });
  const call = (request: ClientRequest) =>
    new Promise<unknown>((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, { resolve, reject });
      worker.send({ id: nextId, request });
    });
  return {
    call,
    // The worker answers with the rows it read from its database.
    dump: async () => (await call({ op: 'dump' })) as ClientDump,
    close: async () => {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.kill();
      await exited;
    },
  };
}

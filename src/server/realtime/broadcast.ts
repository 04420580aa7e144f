/**
 * Messages for sockets that may sit on any API process (typing, presence, questions about presence):
 * on PostgreSQL a NOTIFY on REALTIME_CHANNEL, which every process's relay hands back to `receive`
 * (sync/poke-relay.ts); on PGlite (one process) handled here at once. Unlike the sync poke these are
 * not tied to a transaction: nothing is stored, and one lost is harmless.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db, DbKind } from '../db/client.ts';
import { errorFields, type Logger } from '../log.ts';
import { createReassembler, notifyPayloads } from './notify-parts.ts';

export const REALTIME_CHANNEL = 'mindoffice_realtime';

const envelopeSchema = v.variant('kind', [
  /** Deliver `message` to every socket at the hub address `to`. */
  v.object({
    kind: v.literal('deliver'),
    to: v.string(),
    message: v.looseObject({ type: v.string() }),
  }),
  /**
   * Each process answers with what it holds: the specialist's patients online there (to the
   * specialist), or, with `patientId`, whether the specialist is (to that patient).
   */
  v.object({ kind: v.literal('ask'), ownerId: v.string(), patientId: v.optional(v.string()) }),
]);
export type BroadcastEnvelope = v.InferOutput<typeof envelopeSchema>;

export type Broadcast = {
  publish(envelope: BroadcastEnvelope): void;
  /** A NOTIFY payload from the relay. */
  receive(payload: string): void;
  close(): void;
};

export function createBroadcast(
  deps: { db: Db; dbKind: DbKind; log: Logger },
  handle: (envelope: BroadcastEnvelope) => void,
): Broadcast {
  const handleJson = (json: string) => {
    try {
      const parsed = v.safeParse(envelopeSchema, reassembler.accept(JSON.parse(json)));
      if (parsed.success) handle(parsed.output);
    } catch {
      // Not ours (or not JSON): another version of the server on the same channel.
    }
  };
  // A message too large for one NOTIFY (a WebRTC offer) comes in parts (notify-parts.ts).
  const reassembler = createReassembler(handleJson);
  return {
    publish(envelope) {
      if (deps.dbKind === 'pglite') return handle(envelope);
      const payloads = notifyPayloads(JSON.stringify(envelope));
      if (!payloads) return deps.log.warn('realtime message too large to broadcast', { kind: envelope.kind });
      // One statement: the parts leave in one transaction, so they arrive together and in order.
      const notifies = sql.join(
        payloads.map((payload) => sql`pg_notify(${REALTIME_CHANNEL}, ${payload})`),
        sql`, `,
      );
      deps.db
        .execute(sql`select ${notifies}`)
        .catch((error: unknown) => deps.log.warn('realtime broadcast failed', errorFields(error)));
    },
    receive: handleJson,
    close() {
      reassembler.close();
    },
  };
}

/**
 * LISTENs on the poke channel with a dedicated PostgreSQL connection and forwards each notification
 * to this process's WebSockets; on the same connection, the realtime channel's messages (typing,
 * presence: realtime/broadcast.ts) go to `onRealtime`. Invariant: while the server runs, a lost
 * connection is re-established and the clients are poked at once (they may have missed a
 * notification meanwhile).
 */
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { errorFields, type Logger } from '../log.ts';
import { REALTIME_CHANNEL } from '../realtime/broadcast.ts';
import type { Hub } from '../realtime/hub.ts';
import { POKE_CHANNEL, pokeLocal } from './poke.ts';

const RECONNECT_DELAY_MS = 2000;

export type PokeRelay = { close(): Promise<void> };

export async function startPokeRelay(
  config: DatabaseConfig,
  hub: Hub,
  log: Logger,
  onRealtime: (payload: string) => void,
): Promise<PokeRelay> {
  if (config.kind !== 'postgres') return { close: async () => undefined };
  let client: pg.Client | undefined;
  let isClosed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: config.url });
    next.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === POKE_CHANNEL) pokeLocal(hub, message.payload);
      else if (message.channel === REALTIME_CHANNEL) onRealtime(message.payload);
    });
    next.on('error', (error) => {
      log.warn('poke relay connection error', errorFields(error));
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!isClosed) timer = setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
    });
    await next.connect();
    await next.query(`listen ${POKE_CHANNEL}; listen ${REALTIME_CHANNEL}`);
    client = next;
  };

  const reconnect = async () => {
    try {
      await connect();
      // Notifications sent while we were away are lost: everyone connected here pulls once.
      for (const address of hub.addresses()) pokeLocal(hub, address);
    } catch (error) {
      log.warn('poke relay reconnect failed', errorFields(error));
      if (!isClosed) timer = setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
    }
  };

  await connect();
  return {
    async close() {
      isClosed = true;
      if (timer !== undefined) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}

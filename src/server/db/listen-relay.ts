/**
 * One dedicated PostgreSQL connection LISTENing on some channels, for the messages other processes
 * send with NOTIFY (pokes, realtime events, ended sessions). Invariant: while the relay runs, a lost
 * connection (an error, a server-side close without one, or a peer gone silent, which keep-alive
 * notices) is re-established every RECONNECT_DELAY_MS, and `onListening` tells the owner each time
 * it listens again, since notifications sent meanwhile are lost.
 */
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { errorFields, type Logger } from '../log.ts';

export const RECONNECT_DELAY_MS = 2000;

export type ListenRelaySpec = {
  /** Names the relay in the log. */
  name: string;
  /** Plain channel names, written into LISTEN statements. */
  channels: readonly string[];
  onNotification: (channel: string, payload: string) => void;
  /** The connection is lost: notifications may be missed from now on. */
  onLost?: () => void;
  /** Listening, the first time (`isReconnect` false) or again after a loss. */
  onListening?: (isReconnect: boolean) => void;
};

export type ListenRelay = { close(): Promise<void> };

/** Listens while the database is PostgreSQL; on PGlite (one process) there is nobody to hear. */
export async function startListenRelay(
  config: DatabaseConfig,
  spec: ListenRelaySpec,
  log: Logger,
): Promise<ListenRelay> {
  if (config.kind !== 'postgres') return { close: async () => undefined };
  for (const channel of spec.channels) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  }
  let client: pg.Client | undefined;
  let isClosed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async (isReconnect: boolean): Promise<void> => {
    // keepAlive: a silently dropped connection is noticed by the OS, then reported as an error.
    const next = new pg.Client({ connectionString: config.url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.payload && spec.channels.includes(message.channel))
        spec.onNotification(message.channel, message.payload);
    });
    // Only the listening connection schedules a reconnect: a failed connect() is retried by its caller.
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      spec.onLost?.();
      if (!isClosed) timer = setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
    };
    next.on('error', (error) => {
      log.warn(`${spec.name} relay connection error`, errorFields(error));
      void next.end().catch(() => undefined);
      lost();
    });
    // A server-side close without an error (an administrator's terminate, a restart) ends it too.
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(spec.channels.map((channel) => `listen ${channel}`).join('; '));
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    spec.onListening?.(isReconnect);
  };

  const reconnect = async () => {
    if (isClosed) return;
    try {
      await connect(true);
    } catch (error) {
      log.warn(`${spec.name} relay reconnect failed`, errorFields(error));
      if (!isClosed) timer = setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
    }
  };

  await connect(false);
  return {
    async close() {
      isClosed = true;
      if (timer !== undefined) clearTimeout(timer);
      const listening = client;
      client = undefined;
      await listening?.end().catch(() => undefined);
    },
  };
}

/**
 * LISTENs on the session channel with a dedicated PostgreSQL connection and evicts what other
 * processes (and this one) ended. Invariant: the cache serves hits only while this connection
 * listens; it is emptied and suspended when the connection fails, and emptied again when it is back,
 * so a notification missed meanwhile cannot keep a revoked session alive past the reconnect.
 */
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { errorFields, type Logger } from '../log.ts';
import type { SessionCache } from './session-cache.ts';
import { evictTarget, parseSessionPayload, SESSION_CHANNEL } from './session-events.ts';

const RECONNECT_DELAY_MS = 2000;

export type SessionRelay = { close(): Promise<void> };

export async function startSessionRelay(
  config: DatabaseConfig,
  cache: SessionCache,
  log: Logger,
): Promise<SessionRelay> {
  if (config.kind !== 'postgres') return { close: async () => undefined };
  let client: pg.Client | undefined;
  let isClosed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    // keepAlive: a silently dropped connection is noticed (and the cache suspended) by the OS.
    const next = new pg.Client({ connectionString: config.url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel !== SESSION_CHANNEL) return;
      const target = parseSessionPayload(message.payload);
      if (target) evictTarget(cache, target);
    });
    // Only the listening connection schedules a reconnect: a failed connect() is retried by its caller.
    const lost = () => {
      cache.suspend();
      if (client !== next) return;
      client = undefined;
      if (!isClosed) timer = setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
    };
    next.on('error', (error) => {
      log.warn('session relay connection error', errorFields(error));
      void next.end().catch(() => undefined);
      lost();
    });
    // A server-side close without an error (an administrator's terminate, a restart) ends it too.
    next.on('end', lost);
    await next.connect();
    await next.query(`listen ${SESSION_CHANNEL}`);
    client = next;
    // Whatever was cached before this LISTEN may have missed a notification: start empty.
    cache.resume();
  };

  const reconnect = async () => {
    if (isClosed) return;
    try {
      await connect();
    } catch (error) {
      log.warn('session relay reconnect failed', errorFields(error));
      if (!isClosed) timer = setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
    }
  };

  await connect();
  return {
    async close() {
      isClosed = true;
      if (timer !== undefined) clearTimeout(timer);
      cache.suspend();
      await client?.end().catch(() => undefined);
    },
  };
}

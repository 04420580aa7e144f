/**
 * Background parts of sync that live as long as the server: the cross-process poke relay and the
 * daily purge of expired idempotency keys. Invariant: close() stops both before the database closes.
 */
import type { DatabaseConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { errorFields, type Logger } from '../log.ts';
import type { Hub } from '../realtime/hub.ts';
import { purgeExpiredKeys } from './idempotency.ts';
import { startPokeRelay } from './poke-relay.ts';

const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type SyncServices = { close(): Promise<void> };

export async function startSyncServices(
  config: DatabaseConfig,
  db: Db,
  hub: Hub,
  log: Logger,
  onRealtime: (payload: string) => void,
): Promise<SyncServices> {
  const relay = await startPokeRelay(config, hub, log, onRealtime);
  const purge = () =>
    purgeExpiredKeys(db).catch((error: unknown) => log.warn('idempotency purge failed', errorFields(error)));
  void purge();
  const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await relay.close();
    },
  };
}

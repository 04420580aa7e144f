/**
 * Evicts from this process's session cache what other processes (and this one) ended, as they NOTIFY
 * it on the session channel. Invariant: the cache serves hits only while the relay listens; it is
 * emptied and suspended when the connection is lost, and emptied again when it is back, so a
 * notification missed meanwhile cannot keep a revoked session alive past the reconnect.
 */
import type { DatabaseConfig } from '../config.ts';
import { type ListenRelay, startListenRelay } from '../db/listen-relay.ts';
import type { Logger } from '../log.ts';
import type { SessionCache } from './session-cache.ts';
import { evictTarget, parseSessionPayload, SESSION_CHANNEL } from './session-events.ts';

export type SessionRelay = ListenRelay;

export async function startSessionRelay(
  config: DatabaseConfig,
  cache: SessionCache,
  log: Logger,
): Promise<SessionRelay> {
  const relay = await startListenRelay(
    config,
    {
      name: 'session',
      channels: [SESSION_CHANNEL],
      onNotification: (_channel, payload) => {
        const target = parseSessionPayload(payload);
        if (target) evictTarget(cache, target);
      },
      onLost: () => cache.suspend(),
      // Whatever was cached before this LISTEN may have missed a notification: start empty.
      onListening: () => cache.resume(),
    },
    log,
  );
  return {
    async close() {
      cache.suspend();
      await relay.close();
    },
  };
}

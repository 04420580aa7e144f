/**
 * Forwards the pokes other processes NOTIFY to this process's WebSockets, and the realtime channel's
 * messages (typing, presence: realtime/broadcast.ts) to `onRealtime`, over one LISTEN connection.
 * Invariant: when the connection comes back after a loss, every client connected here is poked at
 * once (it may have missed a notification meanwhile).
 */
import type { DatabaseConfig } from '../config.ts';
import { type ListenRelay, startListenRelay } from '../db/listen-relay.ts';
import type { Logger } from '../log.ts';
import { REALTIME_CHANNEL } from '../realtime/broadcast.ts';
import type { Hub } from '../realtime/hub.ts';
import { POKE_CHANNEL, pokeLocal } from './poke.ts';

export type PokeRelay = ListenRelay;

export function startPokeRelay(
  config: DatabaseConfig,
  hub: Hub,
  log: Logger,
  onRealtime: (payload: string) => void,
): Promise<PokeRelay> {
  return startListenRelay(
    config,
    {
      name: 'poke',
      channels: [POKE_CHANNEL, REALTIME_CHANNEL],
      onNotification: (channel, payload) => {
        if (channel === POKE_CHANNEL) pokeLocal(hub, payload);
        else onRealtime(payload);
      },
      onListening: (isReconnect) => {
        // Notifications sent while we were away are lost: everyone connected here pulls once.
        if (isReconnect) for (const address of hub.addresses()) pokeLocal(hub, address);
      },
    },
    log,
  );
}

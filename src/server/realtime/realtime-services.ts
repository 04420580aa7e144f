/**
 * The realtime parts that live as long as the server: the hub of this process's sockets, the
 * cross-process broadcast and the presence built on both. Built once by server.ts (and the test
 * server) and passed down in AppDeps.
 */
import { randomUUID } from 'node:crypto';
import type { Db, DbKind } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { type Broadcast, createBroadcast } from './broadcast.ts';
import type { Hub } from './hub.ts';
import { createPresence, type Presence } from './presence.ts';

export type RealtimeServices = { broadcast: Broadcast; presence: Presence };

export function createRealtimeServices(deps: {
  db: Db;
  dbKind: DbKind;
  log: Logger;
  hub: Hub;
}): RealtimeServices {
  const nodeId = randomUUID();
  // The broadcast hands asks to presence, and presence publishes through the broadcast.
  let presence: Presence | undefined;
  const broadcast = createBroadcast(deps, (envelope) => {
    if (envelope.kind === 'deliver') deps.hub.send(envelope.to, envelope.message);
    else presence?.answer(envelope);
  });
  presence = createPresence({ hub: deps.hub, nodeId, publish: (envelope) => broadcast.publish(envelope) });
  return { broadcast, presence };
}

/**
 * Closes every WebSocket at shutdown: a polite 1001 close first so clients reconnect elsewhere, then
 * a hard cut for any that have not finished within the wait, so the HTTP server can close.
 */
import type { NodeWebSocket } from '@hono/node-ws';
import type { Hub } from './hub.ts';
import { CLOSE_GOING_AWAY } from './hub.ts';

const CLOSE_WAIT_MS = 1000;

// What we use of a `ws` client; the package ships no types here (no @types/ws installed).
type WsClient = {
  close(code?: number, reason?: string): void;
  terminate(): void;
  once(event: 'close', listener: () => void): void;
};

export async function closeWebSockets(wss: NodeWebSocket['wss'], hub: Hub): Promise<void> {
  hub.closeAll();
  const clients = [...(wss.clients as Set<WsClient>)];
  const closed = clients.map((client) => new Promise<void>((resolve) => client.once('close', resolve)));
  for (const client of clients) client.close(CLOSE_GOING_AWAY, 'server shutting down');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(closed),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  for (const client of clients) client.terminate();
  wss.close();
}

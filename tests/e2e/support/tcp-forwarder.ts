// A TCP forwarder on loopback in front of a local server, which a test or bench can cut and restore:
// unlike Playwright's offline emulation it also reaches the service worker's own fetches. How the bytes
// cross (straight, slowed, delayed) is the caller's `relay`; this owns the sockets.
import { connect, createServer, type Socket } from 'node:net';
import { listenOnLoopback } from '../../../src/server/test-support/listen-on-loopback.ts';

export type TcpForwarder = {
  url: string;
  /** Drops every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

/** Wires one accepted connection (`client`, the browser's side) to its `upstream` (the server's). */
export type Relay = (client: Socket, upstream: Socket) => void;

export async function openTcpForwarder(targetPort: number, relay: Relay): Promise<TcpForwarder> {
  let isCut = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (isCut) return client.destroy();
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      // Without it Nagle's algorithm holds each small write for the peer's delayed ACK (~40 ms): the
      // service worker's precache of ~300 files took 10 s through the link against 2 s without it.
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    relay(client, upstream);
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// A TCP forwarder on loopback in front of the e2e server that a test can cut and restore: unlike
// Playwright's offline emulation it also cuts the service worker's own fetches (Background Sync). It can
// also slow what the browser sends (an upload that takes long enough to watch its progress bar).
import { connect, createServer, type Server, type Socket } from 'node:net';

export type CuttableLink = {
  url: string;
  cut(): void;
  restore(): void;
  /** Bytes per second from the browser to the server from now on; undefined: as fast as loopback. */
  throttleUpload(bytesPerSecond: number | undefined): void;
  close(): Promise<void>;
};

export async function openCuttableLink(targetPort: number): Promise<CuttableLink> {
  let isCut = false;
  let uploadRate: number | undefined;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
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
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      if (uploadRate === undefined) return;
      // Paused for as long as the chunk takes at the rate: the browser's sending waits on this socket.
      client.pause();
      setTimeout(() => client.resume(), (chunk.length / uploadRate) * 1000);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    throttleUpload(bytesPerSecond) {
      uploadRate = bytesPerSecond;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

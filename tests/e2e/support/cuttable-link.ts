// A TCP forwarder on loopback in front of the e2e server that a test can cut and restore: unlike
// Playwright's offline emulation it also cuts the service worker's own fetches (Background Sync).
import { connect, createServer, type Server, type Socket } from 'node:net';

export type CuttableLink = { url: string; cut(): void; restore(): void; close(): Promise<void> };

export async function openCuttableLink(targetPort: number): Promise<CuttableLink> {
  let isCut = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (isCut) return client.destroy();
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

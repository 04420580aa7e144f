// A TCP forwarder on loopback in front of the e2e server that a test can cut and restore: unlike
// Playwright's offline emulation it also cuts the service worker's own fetches (Background Sync). It can
// also slow what the browser sends (an upload that takes long enough to watch its progress bar).
import { openTcpForwarder, type TcpForwarder } from './tcp-forwarder.ts';

export type CuttableLink = TcpForwarder & {
  /** Bytes per second from the browser to the server from now on; undefined: as fast as loopback. */
  throttleUpload(bytesPerSecond: number | undefined): void;
};

export async function openCuttableLink(targetPort: number): Promise<CuttableLink> {
  let uploadRate: number | undefined;
  const forwarder = await openTcpForwarder(targetPort, (client, upstream) => {
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
  return {
    ...forwarder,
    throttleUpload(bytesPerSecond) {
      uploadRate = bytesPerSecond;
    },
  };
}

// Starts a test's or bench's own server (a push service, a proxy, a forwarder) on 127.0.0.1, on a port
// the OS picks, and answers that port.
import type { Server } from 'node:net';

export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

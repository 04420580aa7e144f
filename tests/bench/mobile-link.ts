// A TCP forwarder on loopback (../e2e/support/tcp-forwarder.ts) with Lighthouse's mobile network
// profile (150 ms round trip, 1.6 Mbit/s down, 675 kbit/s up, shared by every connection), which a bench
// can cut. Unlike Chromium's network emulation, which applies to one page's target, it slows the service
// worker's own fetches too.
import type { Socket } from 'node:net';
import { openTcpForwarder, type TcpForwarder } from '../e2e/support/tcp-forwarder.ts';

/** Lighthouse's `mobileSlow4G` (lighthouse-core/config/constants.js). */
export const MOBILE_PROFILE = { rttMs: 150, downKbps: 1638.4, upKbps: 675 } as const;

export type MobileLink = TcpForwarder & {
  /** Bytes sent to the browser so far. */
  downloaded(): number;
};

/**
 * One direction of the link: chunks leave one after the other at the link's rate, whichever connection
 * they belong to, and arrive half a round trip later. A connection's chunks keep their order: each socket
 * has its queue, flushed in order when its head is due (timers of different lengths that fall due in
 * the same millisecond may fire in either order, which broke TLS records through this link).
 */
function direction(kbps: number, oneWayMs: number) {
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  let freeAt = 0;
  const queues = new Map<Socket, { chunk: Buffer | undefined; dueAt: number }[]>();
  const flush = (to: Socket) => {
    const queue = queues.get(to) ?? [];
    while (queue.length > 0 && (queue[0]?.dueAt ?? 0) <= performance.now()) {
      const next = queue.shift();
      if (!to.destroyed) next?.chunk ? to.write(next.chunk) : to.end();
    }
    if (queue.length === 0) queues.delete(to);
    // Fired a little early for its head: look again when it is due.
    else setTimeout(() => flush(to), Math.max(1, (queue[0]?.dueAt ?? 0) - performance.now()));
  };
  /** Sends `chunk` to `to`, or ends `to` after what was sent before (undefined). */
  return (chunk: Buffer | undefined, to: Socket) => {
    const now = performance.now();
    freeAt = Math.max(now, freeAt) + (chunk?.length ?? 0) / bytesPerMs;
    const dueAt = freeAt + oneWayMs;
    const queue = queues.get(to) ?? [];
    queues.set(to, queue);
    queue.push({ chunk, dueAt });
    setTimeout(() => flush(to), dueAt - now);
  };
}

export async function openMobileLink(targetPort: number, profile = MOBILE_PROFILE): Promise<MobileLink> {
  const down = direction(profile.downKbps, profile.rttMs / 2);
  const up = direction(profile.upKbps, profile.rttMs / 2);
  let downloaded = 0;
  const forwarder = await openTcpForwarder(targetPort, (client, upstream) => {
    // The connection's handshake costs a round trip before the first byte, as on a real link.
    client.pause();
    setTimeout(() => client.resume(), profile.rttMs);
    client.on('data', (chunk: Buffer) => up(chunk, upstream));
    upstream.on('data', (chunk: Buffer) => {
      downloaded += chunk.length;
      down(chunk, client);
    });
    client.on('end', () => up(undefined, upstream));
    upstream.on('end', () => down(undefined, client));
  });
  return { ...forwarder, downloaded: () => downloaded };
}

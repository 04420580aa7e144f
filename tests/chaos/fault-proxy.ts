// An HTTP proxy on loopback in front of the real server that injects faults into a share of the
// calls: 500 before the server sees the call, 500 after it applied it, a connection dropped before or
// after the server applied it, and a stall that ends in a dropped connection (what a timeout looks
// like to the client). Only /api calls are faulted; the choice comes from the seeded PRNG.
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../../src/server/test-support/listen-on-loopback.ts';
import type { Random } from './prng.ts';

export type Fault = 'none' | 'error-before' | 'error-after' | 'drop-before' | 'drop-after' | 'stall';

export type FaultProxy = {
  url: string;
  /** Share of /api calls that get a fault (0 turns faults off). */
  setFaultRate(rate: number): void;
  counts: Record<Fault, number>;
  close(): Promise<void>;
};

const FAULTS: readonly Exclude<Fault, 'none'>[] = [
  'error-before',
  'error-after',
  'drop-before',
  'drop-after',
  'stall',
];
const STALL_MS = 150;

export async function startFaultProxy(targetUrl: string, random: Random): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  let rate = 0;
  const counts: Record<Fault, number> = {
    none: 0,
    'error-before': 0,
    'error-after': 0,
    'drop-before': 0,
    'drop-after': 0,
    stall: 0,
  };

  const forward = (
    incoming: IncomingMessage,
    body: Buffer,
    onAnswer: (status: number, headers: IncomingMessage['headers'], data: Buffer) => void,
  ) => {
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => onAnswer(answer.statusCode ?? 502, answer.headers, Buffer.concat(chunks)));
      },
    );
    outgoing.on('error', () => incoming.socket.destroy());
    outgoing.end(body);
  };

  const handle = (incoming: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const isApi = incoming.url?.startsWith('/api/') ?? false;
    const fault: Fault = isApi && random.chance(rate) ? random.pick(FAULTS) : 'none';
    counts[fault] += 1;
    const serverError = () => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, message: 'injected fault' }));
    };
    if (fault === 'error-before') return serverError();
    if (fault === 'drop-before') return incoming.socket.destroy();
    if (fault === 'stall') {
      setTimeout(() => incoming.socket.destroy(), STALL_MS);
      return;
    }
    forward(incoming, body, (status, headers, data) => {
      if (fault === 'error-after') return serverError();
      if (fault === 'drop-after') return incoming.socket.destroy();
      response.writeHead(status, headers);
      response.end(data);
    });
  };

  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => handle(incoming, response, Buffer.concat(chunks)));
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    setFaultRate(next) {
      rate = next;
    },
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

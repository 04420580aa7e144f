// The README's production front (nginx: `listen 443 ssl http2`, proxy_pass to the node) in miniature, for
// the phone benches: TLS with a throwaway certificate and HTTP/2 to the browser, HTTP/1.1 to the server.
// A phone only ever reaches the app this way (a service worker needs HTTPS off localhost), and over
// HTTP/2 the office's ~150 files share one connection instead of queueing for a browser's six.
import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import {
  createSecureServer,
  type IncomingHttpHeaders as Http2Headers,
  type Http2SecureServer,
  type Http2Session,
  type ServerHttp2Stream,
} from 'node:http2';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { listenOnLoopback } from '../../src/server/test-support/listen-on-loopback.ts';
import { throwawayCertificate } from '../../src/server/test-support/throwaway-certificate.ts';

export type H2Proxy = {
  port: number;
  /** For Chromium's `--ignore-certificate-errors-spki-list`: the certificate counts as valid. */
  spkiHash: string;
  close(): Promise<void>;
};

// Connection-specific headers HTTP/2 forbids (RFC 9113 §8.2.2).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function responseHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

function forward(stream: ServerHttp2Stream, headers: Http2Headers, targetPort: number, agent: Agent) {
  const requestHeaders: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':')) requestHeaders[name] = value;
  }
  requestHeaders.host = String(headers[':authority'] ?? '127.0.0.1');
  requestHeaders['x-forwarded-proto'] = 'https';
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: targetPort,
      method: String(headers[':method']),
      path: String(headers[':path']),
      headers: requestHeaders,
      agent,
    },
    (response) => {
      if (stream.destroyed) return response.resume();
      stream.respond({ ':status': response.statusCode ?? 502, ...responseHeaders(response.headers) });
      response.pipe(stream);
    },
  );
  upstream.on('error', () => {
    if (!stream.headersSent && !stream.destroyed) stream.respond({ ':status': 502 });
    stream.end();
  });
  stream.on('error', () => upstream.destroy());
  stream.pipe(upstream);
}

/** An HTTP/1.1 upgrade (the WebSocket) relayed byte for byte: the request as it came, then both ways. */
function tunnelUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, targetPort: number) {
  const upstream = connect(targetPort, '127.0.0.1', () => {
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let index = 0; index < request.rawHeaders.length; index += 2) {
      lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\nX-Forwarded-Proto: https\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  for (const end of [socket, upstream]) end.on('error', () => (end === socket ? upstream : socket).destroy());
}

export async function openH2Proxy(targetPort: number): Promise<H2Proxy> {
  const { key, cert, spkiHash } = throwawayCertificate();
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  // HTTP/1.1 is allowed for the WebSocket (/ws), which Chromium opens over HTTP/1.1 as nginx serves it.
  const server: Http2SecureServer = createSecureServer({ key, cert, allowHTTP1: true });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    tunnelUpgrade(request, socket, head, targetPort),
  );
  const sessions = new Set<Http2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => forward(stream, headers, targetPort, agent));
  // A dropped link resets sessions; nothing to report.
  server.on('sessionError', () => undefined);
  const port = await listenOnLoopback(server);
  return {
    port,
    spkiHash,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

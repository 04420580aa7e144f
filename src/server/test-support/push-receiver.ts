/**
 * A push service on loopback for the Web Push tests: HTTPS with a throwaway certificate (web-push only
 * talks HTTPS; the server trusts it through `pushCa`), recording what it is sent, plus browser-like
 * subscriptions whose keys decrypt it (RFC 8291 aes128gcm through http_ece, the library web-push
 * encrypts with). A subscription's path can be made to answer 410 Gone, as a push service does for a
 * browser that unsubscribed.
 */
import { createECDH, type ECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import ece from 'http_ece';
import { listenOnLoopback } from './listen-on-loopback.ts';
import { throwawayCertificate } from './throwaway-certificate.ts';

export type PushDelivery = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The payload of a delivery to this subscription, decrypted. */
  decrypt(delivery: PushDelivery): unknown;
};

export type PushReceiver = {
  ca: string;
  /** The host its endpoints are on (a loopback address). */
  host: string;
  deliveries: PushDelivery[];
  subscription(): TestSubscription;
  /** From now on, pushes to this subscription answer 410 Gone. */
  forget(subscription: TestSubscription): void;
  close(): Promise<void>;
};

export async function startPushReceiver(): Promise<PushReceiver> {
  const { key, cert } = throwawayCertificate();
  const deliveries: PushDelivery[] = [];
  const gone = new Set<string>();
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (gone.has(path)) {
        response.writeHead(410).end();
        return;
      }
      deliveries.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  const port = await listenOnLoopback(server);

  return {
    ca: cert,
    host: '127.0.0.1',
    deliveries,
    subscription() {
      const ecdh: ECDH = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomUUID()}`;
      return {
        endpoint: `https://127.0.0.1:${port}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        decrypt(delivery) {
          const plain = ece.decrypt(delivery.body, {
            version: 'aes128gcm',
            privateKey: ecdh,
            authSecret: auth,
          });
          return JSON.parse(plain.toString('utf8'));
        },
      };
    },
    forget(subscription) {
      gone.add(new URL(subscription.endpoint).pathname);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

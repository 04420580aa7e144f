import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from '../test-support/test-server.ts';
import { CLOSE_UNAUTHORIZED } from './hub.ts';

type Opened = {
  socket: WebSocket;
  messages: unknown[];
  next(): Promise<unknown>;
  closed: Promise<CloseEvent>;
};

/** Opens a socket and queues its JSON messages so a test can await them in order. */
function open(url: string): Opened {
  const socket = new WebSocket(url);
  const messages: unknown[] = [];
  const waiters: ((message: unknown) => void)[] = [];
  socket.addEventListener('message', (event) => {
    const message: unknown = JSON.parse(String(event.data));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve));
  return {
    socket,
    messages,
    closed,
    next: () =>
      messages.length > 0
        ? Promise.resolve(messages.shift())
        : new Promise((resolve) => waiters.push(resolve)),
  };
}

describe.each(TEST_DRIVERS)('WebSocket /ws on %s', (driver) => {
  let server: TestServer;
  let wsUrl: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    wsUrl = `${server.url.replace('http', 'ws')}/ws`;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('closes a connection without a token with 4401 unauthorized', async () => {
    const event = await open(wsUrl).closed;
    expect(event.code).toBe(CLOSE_UNAUTHORIZED);
    expect(event.reason).toBe('unauthorized');
  });

  it('closes a connection with an invalid token the same way', async () => {
    const event = await open(`${wsUrl}?token=not.a.jwt`).closed;
    expect(event.code).toBe(CLOSE_UNAUTHORIZED);
  });

  it('greets an authenticated socket, answers ping, and delivers hub messages', async () => {
    const session = await signIn(server, TEST_ADMIN);
    const client = open(`${wsUrl}?token=${encodeURIComponent(session.token)}`);
    expect(await client.next()).toEqual({ type: 'hello', userId: session.userId });

    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toEqual({ type: 'pong' });

    expect(server.hub.connectionCount(session.userId)).toBe(1);
    expect(server.hub.send(session.userId, { type: 'poke', scope: 'patients' })).toBe(1);
    expect(await client.next()).toEqual({ type: 'poke', scope: 'patients' });

    client.socket.close();
    await client.closed;
    await expect.poll(() => server.hub.connectionCount(session.userId)).toBe(0);
  });

  it('ignores malformed messages without dropping the connection', async () => {
    const session = await signIn(server, await createUser(server));
    const client = open(`${wsUrl}?token=${encodeURIComponent(session.token)}`);
    await client.next();
    client.socket.send('not json');
    client.socket.send(JSON.stringify({ type: 'unknown' }));
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toEqual({ type: 'pong' });
    client.socket.close();
    await client.closed;
  });

  it('closes an open socket with 4401 when its session signs out, and leaves the user’s other sessions open', async () => {
    const user = await createUser(server);
    const [laptop, phone] = [await signIn(server, user), await signIn(server, user)];
    const onLaptop = open(`${wsUrl}?token=${encodeURIComponent(laptop.token)}`);
    const onPhone = open(`${wsUrl}?token=${encodeURIComponent(phone.token)}`);
    await Promise.all([onLaptop.next(), onPhone.next()]);

    const out = await callJson(server, 'POST', '/api/auth/sign-out', {
      token: laptop.token,
      body: { refreshToken: laptop.refreshToken },
    });
    expect(out.status).toBe(200);
    const closed = await onLaptop.closed;
    expect([closed.code, closed.reason]).toEqual([CLOSE_UNAUTHORIZED, 'session ended']);

    onPhone.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await onPhone.next()).toEqual({ type: 'pong' });
    expect(server.hub.send(phone.userId, { type: 'poke' })).toBe(1);
    onPhone.socket.close();
    await onPhone.closed;
  });

  it('never writes the token to the log', async () => {
    const session = await signIn(server, TEST_ADMIN);
    const client = open(`${wsUrl}?token=${encodeURIComponent(session.token)}`);
    await client.next();
    client.socket.close();
    await client.closed;
    expect(server.logLines.join('\n')).not.toContain(session.token);
  });
});

describe('WebSocket shutdown', () => {
  it('closes open sockets with 1001 when the server stops', async () => {
    const server = await startTestServer('pglite');
    const session = await signIn(server, TEST_ADMIN);
    const client = open(`${server.url.replace('http', 'ws')}/ws?token=${encodeURIComponent(session.token)}`);
    await client.next();
    await server.stop();
    const event = await client.closed;
    expect(event.code).toBe(1001);
  });
});

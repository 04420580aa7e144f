/**
 * A WebSocket client for tests that keeps every JSON message the server sent, in order, so a test can
 * await one type with a deadline and also assert what never came. `roundTrip()` is the barrier for
 * the latter: the server answers ping with pong on the same connection, so once the pong is here,
 * everything the server had sent on this socket before it is in `messages`.
 */
type Message = { type: string } & Record<string, unknown>;

export type RecordedSocket = {
  messages: Message[];
  /**
   * Resolves with the first message of this type (and matching `fields`, if given) received so far
   * or later; rejects after timeoutMs.
   */
  waitFor(type: string, timeoutMs: number, fields?: Record<string, unknown>): Promise<Message>;
  roundTrip(timeoutMs?: number): Promise<void>;
  send(message: unknown): void;
  /** Resolves with the close code and reason once the server closed it. */
  closed(): Promise<{ code: number; reason: string }>;
  close(): void;
};

export type OpenOptions = {
  /** Sent as soon as the socket opens, before the hello (a patient's socket sends its link). */
  first?: unknown;
};

const HELLO_TIMEOUT_MS = 5_000;

export async function openRecordedSocket(url: string, options: OpenOptions = {}): Promise<RecordedSocket> {
  const socket = new WebSocket(url);
  if (options.first !== undefined) {
    socket.addEventListener('open', () => socket.send(JSON.stringify(options.first)), { once: true });
  }
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason })),
  );
  const messages: Message[] = [];
  const listeners = new Set<() => void>();
  let closedWith: string | undefined;
  socket.addEventListener('message', (event) => {
    messages.push(JSON.parse(String(event.data)) as Message);
    for (const listener of listeners) listener();
  });
  socket.addEventListener('close', (event) => {
    closedWith = `closed (${event.code} ${event.reason})`;
    for (const listener of listeners) listener();
  });

  /** Waits until `found` returns a message, the socket closes, or the deadline passes. */
  const until = (found: () => Message | undefined, what: string, timeoutMs: number) =>
    new Promise<Message>((resolve, reject) => {
      const check = () => {
        const message = found();
        if (message) finish(() => resolve(message));
        else if (closedWith) finish(() => reject(new Error(`${what}: socket ${closedWith}`)));
      };
      const timer = setTimeout(
        () =>
          finish(() =>
            reject(new Error(`${what}: none within ${timeoutMs} ms, got ${JSON.stringify(messages)}`)),
          ),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });

  const matches = (message: Message, fields: Record<string, unknown>) =>
    Object.entries(fields).every(([name, value]) => JSON.stringify(message[name]) === JSON.stringify(value));
  const waitFor = (type: string, timeoutMs: number, fields: Record<string, unknown> = {}) =>
    until(
      () => messages.find((message) => message.type === type && matches(message, fields)),
      `waiting for ${type} ${JSON.stringify(fields)}`,
      timeoutMs,
    );

  // The server registers the socket for its user before it says hello: from then on it can be poked.
  await waitFor('hello', HELLO_TIMEOUT_MS);
  return {
    messages,
    waitFor,
    async roundTrip(timeoutMs = 5_000) {
      const pongsBefore = messages.filter((message) => message.type === 'pong').length;
      socket.send(JSON.stringify({ type: 'ping' }));
      await until(
        () => messages.filter((message) => message.type === 'pong')[pongsBefore],
        'waiting for pong',
        timeoutMs,
      );
    },
    send: (message) => socket.send(JSON.stringify(message)),
    closed: () => closed,
    close: () => socket.close(),
  };
}

import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { listenOnLoopback } from '../test-support/listen-on-loopback.ts';
import { callJson, createUser, type TestServer } from '../test-support/test-server.ts';
import { startOnboardingServer } from './test-kit.ts';

/** An SMTP server that accepts connections and never says a word: every mail to it hangs. */
async function startSilentSmtp(): Promise<{
  port: number;
  connected: Promise<void>;
  close(): Promise<void>;
}> {
  const sockets: Socket[] = [];
  let markConnected = () => {};
  const connected = new Promise<void>((resolve) => {
    markConnected = resolve;
  });
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    markConnected();
  });
  const port = await listenOnLoopback(server);
  return {
    port,
    connected,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

describe.each(TEST_DRIVERS)('forgot password answers before any work on the address, on %s', (driver) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSilentSmtp>>;
  beforeAll(async () => {
    smtp = await startSilentSmtp();
    server = await startOnboardingServer(driver, {
      config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, rateLimitMultiplier: 10 },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const forgot = (email: string) => callJson(server, 'POST', '/api/password/forgot', { body: { email } });

  it('answers a known address while its mail transport is still blocked', async () => {
    const user = await createUser(server);
    const answer = await forgot(user.email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: M.resetRequested.message });
    // The mail work did start, after the answer, and is still stuck on the silent server.
    await smtp.connected;
  });

  it('answers known and unknown addresses alike without reading the accounts, and logs the failure after', async () => {
    const user = await createUser(server);
    const db = server.database.db;
    // Structural, not timing: with the accounts table gone, any lookup before the answer would be a 500.
    await db.execute(sql`alter table users rename to users_hidden_by_test`);
    try {
      const known = await forgot(user.email);
      const unknown = await forgot('nobody-at-all@test.local');
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      const failures = await waitFor(() => {
        const lines = server.logLines.filter((line) => line.includes('"reset mail failed"'));
        return lines.length >= 2 ? lines : undefined;
      }, 'two logged lookup failures');
      // Logged by error class and code, never with the query's parameter (the address).
      expect(failures.join('\n')).not.toContain(user.email);
      expect(failures.join('\n')).toContain('42P01');
    } finally {
      await db.execute(sql`alter table users_hidden_by_test rename to users`);
    }
  });
});

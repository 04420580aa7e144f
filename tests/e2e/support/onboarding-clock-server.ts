// A second, private instance of the real server whose onboarding clock the test moves (the server's
// own `now` start option): how the e2e suite reaches "more than 24 hours later" without touching the
// shared server's database or clock. It serves the same production build and sends to the same SMTP
// receiver; its database is an in-memory PGlite.
import { DEFAULT_DIST_DIR } from '../../../src/server/config.ts';
import { createLogger } from '../../../src/server/log.ts';
import { type RunningServer, startServer } from '../../../src/server/server.ts';
import { E2E_ADMIN, E2E_PORT } from './env.ts';
import { E2E_SMTP_URL } from './mailbox-env.ts';

export type ClockServer = {
  url: string;
  /** Its database, for a spec that needs accounts made directly (#server/test-support createUser). */
  database: RunningServer['database'];
  advance(ms: number): void;
  close(): Promise<void>;
};

/**
 * On E2E_PORT + 1 by default (fixed, so its e-mailed links can name it before it starts); a spec that
 * changes a server-wide setting runs its own on another port, out of the shared server's way.
 */
export async function startClockServer(
  port = E2E_PORT + 1,
  /** The address the browser opens it at: `localhost` for passkeys (WebAuthn refuses IP addresses). */
  hostname = '127.0.0.1',
): Promise<ClockServer> {
  const url = `http://${hostname}:${port}`;
  let offsetMs = 0;
  const server = await startServer(
    {
      port,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: undefined },
      distDir: DEFAULT_DIST_DIR,
      jwtSecret: undefined,
      adminEmail: E2E_ADMIN.email,
      adminPassword: E2E_ADMIN.password,
      logLevel: 'error',
      publicUrl: url,
      smtpUrl: E2E_SMTP_URL,
    },
    { print: () => undefined, logger: createLogger('error'), now: () => new Date(Date.now() + offsetMs) },
  );
  return {
    url,
    database: server.database,
    advance: (ms) => {
      offsetMs += ms;
    },
    close: () => server.close(),
  };
}

/**
 * Starts the real server for a test file (port 0, quiet logs captured in memory) and offers small
 * HTTP helpers plus direct account creation, so tests speak to the API exactly as the app does.
 */
import type { Envelope } from '#core/api';
import type { SignInData, UserType } from '#core/auth';
import { hashPassword } from '../auth/passwords.ts';
import type { ServerConfig } from '../config.ts';
import { userRights, users } from '../db/schema.ts';
import { createLogger } from '../log.ts';
import { type RunningServer, type StartOptions, startServer } from '../server.ts';
import { createTestDatabase, type DriverName } from './drivers.ts';

export type TestServer = RunningServer & {
  printed: string[];
  logLines: string[];
  stop(): Promise<void>;
};

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin-pass-1!' } as const;

export async function startTestServer(
  driver: DriverName,
  overrides: Partial<ServerConfig> = {},
  options: Pick<StartOptions, 'now'> = {},
): Promise<TestServer> {
  // A caller that brings its own database (to restart on it) also drops it itself.
  const database = overrides.database
    ? { config: overrides.database, drop: async () => undefined }
    : await createTestDatabase(driver);
  const printed: string[] = [];
  const logLines: string[] = [];
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      database: database.config,
      distDir: '/nonexistent-dist',
      jwtSecret: undefined,
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      logLevel: 'info',
      ...overrides,
    },
    {
      print: (line) => printed.push(line),
      logger: createLogger('info', (line) => logLines.push(line)),
      ...(options.now ? { now: options.now } : {}),
    },
  );
  return {
    ...server,
    printed,
    logLines,
    async stop() {
      await server.close();
      await database.drop();
    },
  };
}

export type JsonAnswer<T = unknown> = { status: number; body: Envelope<T>; headers: Headers };

export async function callJson<T = unknown>(
  server: { url: string },
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Envelope<T>, headers: response.headers };
}

let userCounter = 0;

export async function createUser(
  // Only the database: a test that runs the server as a separate process opens its own connection.
  server: Pick<RunningServer, 'database'>,
  options: {
    userType?: UserType;
    status?: (typeof users.$inferInsert)['status'];
    password?: string;
    rights?: string[];
  } = {},
): Promise<{ id: string; email: string; password: string }> {
  userCounter += 1;
  const email = `user${userCounter}.${Date.now()}@test.local`;
  const password = options.password ?? `Pass-word-${userCounter}!`;
  const [row] = await server.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Test',
      lastName: `User${userCounter}`,
      userType: options.userType ?? 'specialist',
      status: options.status ?? 'active',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const rights = options.rights ?? (options.userType === 'admin' ? [] : ['office']);
  if (rights.length > 0) {
    await server.database.db
      .insert(userRights)
      .values(rights.map((code) => ({ userId: row.id, code, data: {} })));
  }
  return { id: row.id, email, password };
}

export async function signIn(
  server: { url: string },
  credentials: { email: string; password: string },
): Promise<SignInData> {
  const body = { email: credentials.email, password: credentials.password };
  const answer = await callJson<SignInData>(server, 'POST', '/api/auth/sign-in', { body });
  if (answer.status !== 200 || !answer.body.data) throw new Error(`sign-in failed: ${answer.status}`);
  return answer.body.data;
}

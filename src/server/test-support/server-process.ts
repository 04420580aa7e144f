/**
 * Runs the real server entry point (`node --import tsx src/server/main.ts`) as a separate OS process,
 * configured only through its environment, as a deployment would start it. For tests that must cross
 * a process boundary (several API processes on one PostgreSQL). Invariant: a started process is
 * always ended, by stop() or, if the test runner dies first, by this process's exit hook.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = join(REPO_ROOT, 'src/server/main.ts');

// Every variable config.ts reads: the parent's values (a developer's shell, CI) must not leak in.
const SERVER_VARIABLES = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'DIST_DIR',
  'JWT_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'LOG_LEVEL',
  'PUBLIC_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'TRUST_PROXY',
  'RATE_LIMIT_MULTIPLIER',
  'FILES_URL',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'ICE_SERVERS',
  'TURN_SECRET',
  'TURN_TTL_SECONDS',
];

const READY_TIMEOUT_MS = 20_000;
const HEALTH_POLL_MS = 100;
const STOP_GRACE_MS = 5_000;
const START_ATTEMPTS = 3;

export type ServerProcess = {
  url: string;
  pid: number;
  /** Everything the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after a grace period. Idempotent. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

function childEnv(variables: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  // The AWS SDK reads its own AWS_* variables (credentials, profiles, endpoints) too.
  for (const name of Object.keys(env)) if (name.startsWith('AWS_')) delete env[name];
  return { ...env, ...variables };
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** Settles when the process has exited, or could not be spawned at all ('exit' may then never come). */
function exitOf(child: ChildProcess, onError: (error: Error) => void): Promise<Exit> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      onError(error);
      resolve({ code: null, signal: null });
    });
  });
}

/** Resolves once GET /api/health answers 200; rejects if the process exits or the deadline passes. */
async function waitUntilHealthy(url: string, exited: Promise<Exit>, output: () => string): Promise<void> {
  let exit: Exit | undefined;
  void exited.then((value) => {
    exit = value;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exit)
      throw new Error(`server process exited (${exit.code ?? exit.signal}) before ready:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`server process not healthy after ${READY_TIMEOUT_MS} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
}

async function startOnce(port: number, variables: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mindoffice-server-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: childEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      ...variables,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => printed;
  const exited = exitOf(child, (error) => collect(Buffer.from(`\nspawn failed: ${error.message}\n`)));

  // A test runner that crashes or is interrupted must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<Exit> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', killOnExit);
      try {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        const exit = await exited;
        clearTimeout(timer);
        return exit;
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    })();
    return stopping;
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, exited, output);
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error('server process has no pid');
  return { url, pid: child.pid, output, stop };
}

/**
 * Starts one server process with these environment variables (DATABASE_URL, JWT_SECRET, …) on a free
 * port and resolves once it is healthy. The port is probed free first, since PORT=0 would not tell
 * us where it listens; another process may grab it meanwhile, hence a few attempts.
 */
export async function startServerProcess(variables: Record<string, string>): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(await freePort(), variables);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!portTaken || attempt >= START_ATTEMPTS) throw error;
    }
  }
}

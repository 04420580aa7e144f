// A private, throw-away PostgreSQL 15 cluster for the server tests when no TEST_DATABASE_URL is given:
// initdb + pg_ctl in a fresh directory under /tmp, trust auth, listening on 127.0.0.1 only, on a free
// port. Run as user `postgres` when we are root (PostgreSQL refuses to run as root).
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../src/server/test-support/free-port.ts';

const run = promisify(execFile);

export const POSTGRES_BIN_DIR = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const START_ATTEMPTS = 3;

export type PrivatePostgres = { url: string; stop(): Promise<void> };

type Runner = { asPostgres: boolean; uid: number; gid: number };

function runnerFor(): Runner {
  if (process.getuid?.() !== 0) return { asPostgres: false, uid: -1, gid: -1 };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { asPostgres: true, uid, gid };
}

/** Runs a PostgreSQL binary, as user postgres when we are root. */
function pgCommand(runner: Runner, binary: string, args: string[]): Promise<{ stdout: string }> {
  const path = join(POSTGRES_BIN_DIR, binary);
  if (!runner.asPostgres) return run(path, args);
  return run('runuser', ['-u', 'postgres', '--', path, ...args]);
}

async function waitUntilReady(runner: Runner, port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await pgCommand(runner, 'pg_isready', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-t',
        '2',
      ]);
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL on port ${port} did not become ready`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!existsSync(join(POSTGRES_BIN_DIR, 'initdb'))) {
    throw new Error(`PostgreSQL binaries not found in ${POSTGRES_BIN_DIR} (apt-get install -y postgresql)`);
  }
  const runner = runnerFor();
  // /tmp is reachable by every user, unlike a checkout under /root.
  const root = mkdtempSync(join(tmpdir(), 'mindoffice-pg-'));
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'socket');
  const logFile = join(root, 'postgres.log');
  mkdirSync(socketDir);
  if (runner.asPostgres) {
    chownSync(root, runner.uid, runner.gid);
    chownSync(socketDir, runner.uid, runner.gid);
  }
  chmodSync(root, 0o700);

  const cleanUp = () => rmSync(root, { recursive: true, force: true });
  try {
    await pgCommand(runner, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
  } catch (error) {
    cleanUp();
    throw error;
  }

  let port = 0;
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    // Durability is pointless for a throw-away test cluster and costs seconds per suite.
    const options = `-p ${port} -h 127.0.0.1 -k ${socketDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    try {
      await pgCommand(runner, 'pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-o',
        options,
        '-w',
        '-t',
        '60',
        'start',
      ]);
      await waitUntilReady(runner, port);
      break;
    } catch (error) {
      // Another process may have taken the port between the probe and the start: try another one.
      if (attempt >= START_ATTEMPTS) {
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
        cleanUp();
        throw new Error(`could not start PostgreSQL:\n${log}`, { cause: error });
      }
    }
  }

  const stopSync = () => {
    try {
      execFileSync(
        runner.asPostgres ? 'runuser' : join(POSTGRES_BIN_DIR, 'pg_ctl'),
        runner.asPostgres
          ? [
              '-u',
              'postgres',
              '--',
              join(POSTGRES_BIN_DIR, 'pg_ctl'),
              '-D',
              dataDir,
              '-m',
              'immediate',
              'stop',
            ]
          : ['-D', dataDir, '-m', 'immediate', 'stop'],
        { stdio: 'ignore' },
      );
    } catch {
      // Already stopped.
    }
    cleanUp();
  };
  // If the caller crashes before stop(), do not leave a postmaster running.
  process.once('exit', stopSync);

  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      stopping ??= (async () => {
        process.off('exit', stopSync);
        try {
          await pgCommand(runner, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        } finally {
          cleanUp();
        }
      })();
      return stopping;
    },
  };
}

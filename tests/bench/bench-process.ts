// Starts a bench script as a child Node process and waits for the value it sends over IPC when it is
// ready; stop() ends it (SIGTERM, then SIGKILL) and a dying parent never leaves it behind.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

export type BenchProcess<T> = {
  ready: T;
  pid: number;
  /** Sends a message and resolves with the child's next message (one request at a time). */
  request<R>(message: string): Promise<R>;
  stop(): Promise<void>;
};

export async function startBenchProcess<T>(
  script: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; nodeArgs?: readonly string[] } = {},
): Promise<BenchProcess<T>> {
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      '--import',
      'tsx',
      fileURLToPath(new URL(script, import.meta.url)),
      ...args,
    ],
    { cwd: REPO_ROOT, env: options.env ?? process.env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    const ready = await new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script} not ready in time`)), READY_TIMEOUT_MS);
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve(message as T);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${script} exited (${code}) before it was ready`));
      });
    });
    if (child.pid === undefined) throw new Error(`${script} has no pid`);
    const request = <R>(message: string) =>
      new Promise<R>((resolve) => {
        child.once('message', (answer) => resolve(answer as R));
        child.send(message);
      });
    return { ready, pid: child.pid, request, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Bounds the CPU that password checks take: argon2 is made to be costly (19 MiB and tens of ms a
 * check), and a storm of sign-ins, one address or many, would otherwise run them all at once on
 * every core and starve every other request. At most `concurrency` checks run at once; the others
 * wait in turn, at most `maxWaitMs` and `maxWaiting` deep, and past either are answered "busy"
 * (429 with Retry-After) without being checked.
 * Invariant: every started check frees its place, whether it resolved or threw.
 */
import { availableParallelism } from 'node:os';

export type GateAnswer<T> = { ok: true; value: T } | { ok: false; retryAfterSeconds: number };

export type PasswordGate = {
  run<T>(check: () => Promise<T>): Promise<GateAnswer<T>>;
};

export type PasswordGateOptions = {
  concurrency: number;
  maxWaitMs: number;
  maxWaiting: number;
};

/** One core is left to everything else: answering, the database, the other sign-ins' I/O. */
export const DEFAULT_PASSWORD_GATE: PasswordGateOptions = {
  concurrency: Math.max(1, availableParallelism() - 1),
  maxWaitMs: 5_000,
  maxWaiting: 200,
};

type Waiter = { start(): void };

export function createPasswordGate(options: PasswordGateOptions = DEFAULT_PASSWORD_GATE): PasswordGate {
  let running = 0;
  const waiting: Waiter[] = [];
  const busy = { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(options.maxWaitMs / 1000)) } as const;

  function release() {
    running -= 1;
    waiting.shift()?.start();
  }

  /** Resolves true once a place is free, false when the wait ran past its deadline. */
  function place(): Promise<boolean> {
    if (running < options.concurrency) {
      running += 1;
      return Promise.resolve(true);
    }
    if (waiting.length >= options.maxWaiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        start() {
          clearTimeout(deadline);
          running += 1;
          resolve(true);
        },
      };
      const deadline = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        resolve(false);
      }, options.maxWaitMs);
      waiting.push(waiter);
    });
  }

  return {
    async run(check) {
      if (!(await place())) return busy;
      try {
        return { ok: true, value: await check() };
      } finally {
        release();
      }
    },
  };
}

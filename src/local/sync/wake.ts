/**
 * Sleeps between retries that coming back online can cut short, unless the server set the wait.
 * Invariant: waking only shortens waits; it never skips an attempt or reorders the queue.
 */
const sleepers = new Set<() => void>();

export type SleepOptions = {
  /** False when the server said how long to wait (Retry-After): no trigger may shorten that wait. */
  wakeable?: boolean;
};

export function interruptibleSleep(ms: number, { wakeable = true }: SleepOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      globalThis.clearTimeout(timer);
      sleepers.delete(done);
      resolve();
    };
    const timer = globalThis.setTimeout(done, ms);
    if (wakeable) sleepers.add(done);
  });
}

export function wakeSleepers(): void {
  for (const wake of [...sleepers]) wake();
}

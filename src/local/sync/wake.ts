/**
 * Sleeps between retries that a trigger (back online, tab focus) can cut short.
 * Invariant: waking only shortens waits; it never skips an attempt or reorders the queue.
 */
const sleepers = new Set<() => void>();

export function interruptibleSleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      globalThis.clearTimeout(timer);
      sleepers.delete(done);
      resolve();
    };
    const timer = globalThis.setTimeout(done, ms);
    sleepers.add(done);
  });
}

export function wakeSleepers(): void {
  for (const wake of [...sleepers]) wake();
}

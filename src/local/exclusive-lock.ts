/**
 * Runs a task under a named exclusive lock shared by every tab and the service worker (Web Locks).
 * Invariant: same-name tasks never overlap; without `navigator.locks`, an in-process queue keeps that here.
 */

const localQueues = new Map<string, Promise<unknown>>();

export function withExclusiveLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  if (locks) return locks.request(name, task);
  return withLocalLock(name, task);
}

function withLocalLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const previous = localQueues.get(name) ?? Promise.resolve();
  // Chain after the previous holder whatever its outcome: a failed refresh must not block the next one.
  const run = previous.then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  localQueues.set(name, tail);
  void tail.then(() => {
    if (localQueues.get(name) === tail) localQueues.delete(name);
  });
  return run;
}

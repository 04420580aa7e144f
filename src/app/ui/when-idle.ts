// Work that the first screen does not need waits for an idle main thread, so it never lengthens the
// hydration's long tasks on a slow phone.

/** Runs `task` once the main thread is idle (or after `timeoutMs` at the latest); returns a cancel. */
export function whenIdle(task: () => void, timeoutMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}

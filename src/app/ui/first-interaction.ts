// A visitor's first interaction with the page, for work a page that is only read never needs.

/**
 * Runs `task` once, at the first of `events` on the window. Capturing on the window, it runs before
 * any listener of the page, React's own on the root included. Returns a cancel.
 */
export function whenFirstInteraction(task: () => void, events: readonly string[]): () => void {
  const run = () => {
    stop();
    task();
  };
  const stop = () => {
    for (const type of events) window.removeEventListener(type, run, true);
  };
  for (const type of events) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}

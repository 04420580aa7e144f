import { useEffect } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * Loads, once the browser is idle after the page's first render, a module the page imports on demand:
 * the action that needs it then neither waits for it nor fails for want of it offline (a first visit
 * that goes offline before the service worker controls the page cannot read it from the cache).
 * `load` must be a stable function (a module-level one).
 */
export function useLoadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(
    () =>
      whenIdle(() => {
        // A failed warm-up is retried by the action itself, which reports its own failure.
        load().catch(() => undefined);
      }),
    [load],
  );
}

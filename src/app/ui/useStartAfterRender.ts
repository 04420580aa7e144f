import { useEffect } from 'react';

/**
 * Starts, after the first render, a service whose code loads on demand (the sync engine, the token
 * refresh), and stops it on unmount: the first screen does not wait for code that only talks to the
 * server. `load` resolves to the start function, which returns the stop; it must be stable.
 */
export function useStartAfterRender(load: () => Promise<() => () => void>): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isUnmounted = false;
    void load().then((start) => {
      if (!isUnmounted) stop = start();
    });
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, [load]);
}

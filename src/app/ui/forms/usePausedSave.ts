// The timing of a form saved as it is typed (the article editor, a clinical note): a change waits
// `delayMs` for the next keystroke, then `saveNow` runs; saves run one at a time, in order; hiding the
// tab or leaving the page saves what waits. What a save does is the caller's.
import { useCallback, useEffect, useRef } from 'react';

export type PausedSave<T> = {
  /** A change was made: save after the pause, unless another change comes first. */
  schedule: () => void;
  /** Saves what waits now (blur, a status change, leaving), after any save still running. */
  flush: () => Promise<T>;
};

export function usePausedSave<T>(saveNow: () => Promise<T>, initial: T, delayMs = 500): PausedSave<T> {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chain = useRef<Promise<T>>(Promise.resolve(initial));

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const run = chain.current.then(saveNow, saveNow);
    chain.current = run;
    return run;
  }, [saveNow]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delayMs);
  }, [flush, delayMs]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      void flush();
    };
  }, [flush]);

  return { schedule, flush };
}

import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/** False on the first render, true once the main thread has been idle (or `timeoutMs` at the latest). */
export function useIdle(timeoutMs?: number): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return isIdle;
}

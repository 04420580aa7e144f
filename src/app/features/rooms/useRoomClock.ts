// The room's idea of now, a few times a minute: enough to open Join when the room opens (10 minutes
// before the start) and close it 30 minutes after the end.
import { useEffect, useState } from 'react';

const TICK_MS = 15_000;

export function useRoomClock(): number {
  const [nowMs, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return nowMs;
}

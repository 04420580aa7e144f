import { afterEach, describe, expect, it, vi } from 'vitest';
import { interruptibleSleep, wakeSleepers } from './wake.ts';

describe('sleeps between retries', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends a backoff wait early when the connection returns', async () => {
    vi.useFakeTimers();
    let isDone = false;
    const sleeping = interruptibleSleep(16_000).then(() => {
      isDone = true;
    });
    wakeSleepers();
    await sleeping;
    expect(isDone).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never shortens a wait the server set with Retry-After', async () => {
    vi.useFakeTimers();
    let isDone = false;
    void interruptibleSleep(3_000, { wakeable: false }).then(() => {
      isDone = true;
    });
    wakeSleepers();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone).toBe(true);
  });
});

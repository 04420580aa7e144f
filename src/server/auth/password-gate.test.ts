import { describe, expect, it } from 'vitest';
import { createPasswordGate } from './password-gate.ts';

/** A check that finishes when told to, recording how many ran at once. */
function checks() {
  let running = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const check = () =>
    new Promise<string>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      finishers.push(() => {
        running -= 1;
        resolve('checked');
      });
    });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const finishOne = async () => {
    await tick();
    finishers.shift()?.();
    await tick();
  };
  return { check, finishOne, most: () => most, started: () => finishers.length };
}

describe('the password gate', () => {
  it('runs at most its number of checks at once, the others in turn', async () => {
    const gate = createPasswordGate({ concurrency: 2, maxWaitMs: 5_000, maxWaiting: 10 });
    const { check, finishOne, most } = checks();
    const answers = Array.from({ length: 5 }, () => gate.run(check));
    for (let index = 0; index < 5; index += 1) await finishOne();
    expect(await Promise.all(answers)).toEqual(Array(5).fill({ ok: true, value: 'checked' }));
    expect(most()).toBe(2);
  });

  it('answers busy, unchecked, past the wait or the queue’s depth', async () => {
    const gate = createPasswordGate({ concurrency: 1, maxWaitMs: 30, maxWaiting: 1 });
    const { check, finishOne, started } = checks();
    const first = gate.run(check);
    const waited = gate.run(check);
    const overflow = await gate.run(check);
    expect(overflow).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(await waited).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(started()).toBe(1);
    await finishOne();
    expect(await first).toEqual({ ok: true, value: 'checked' });
  });

  it('frees the place of a check that threw', async () => {
    const gate = createPasswordGate({ concurrency: 1, maxWaitMs: 1_000, maxWaiting: 5 });
    await expect(gate.run(() => Promise.reject(new Error('broken hash')))).rejects.toThrow('broken hash');
    expect(await gate.run(async () => 'next')).toEqual({ ok: true, value: 'next' });
  });
});

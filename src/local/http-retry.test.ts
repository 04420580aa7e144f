import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { wipeLocalData } from './db.ts';
import { api } from './http.ts';
import { storeLanguage } from './language-store.ts';
import {
  envelope,
  failure,
  hang,
  networkDown,
  type Responder,
  scriptedFetch,
  signInAnswer,
} from './test-support.ts';
import { saveSignIn } from './token-store.ts';

const SECOND_MS = 1000;

beforeEach(async () => {
  await wipeLocalData();
  await storeLanguage('EN');
  await saveSignIn(signInAnswer(), Date.now());
  vi.stubGlobal('location', { origin: 'http://localhost' });
  // setImmediate stays real: fake-indexeddb schedules on it, so IndexedDB work takes no fake time.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets pending IndexedDB work (real setImmediate) finish while the fake clock stands still. */
async function flushIo(): Promise<void> {
  for (let round = 0; round < 50; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs a call to completion on the fake clock, jumping from timer to timer, and answers its outcome,
 * when it settled and when each attempt reached the network (ms from the start).
 */
async function run(responder: Responder, start: () => Promise<unknown>) {
  const network = scriptedFetch(responder);
  vi.stubGlobal('fetch', network.fetch);
  const startedAt = Date.now();
  let settledAt: number | undefined;
  const outcome = start().then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  void outcome.then(() => {
    settledAt = Date.now() - startedAt;
  });
  for (let step = 0; step < 100 && settledAt === undefined; step += 1) {
    await flushIo();
    if (settledAt === undefined) await vi.advanceTimersToNextTimerAsync();
  }
  return {
    outcome: await outcome,
    settledAt,
    attemptsAt: network.sent.map((sent) => sent.at - startedAt),
    sent: network.sent,
  };
}

function conditionOf(outcome: { error?: unknown }) {
  return outcome.error instanceof ApiError ? outcome.error.condition : undefined;
}

describe('ordinary calls', () => {
  it('retries a call failing with network errors 5 times, waiting exactly 2, 4, 8, 16 and 32 s', async () => {
    const result = await run(networkDown, () => api.get('/api/things'));

    expect(result.attemptsAt).toEqual([0, 2, 6, 14, 30, 62].map((s) => s * SECOND_MS));
    expect(conditionOf(result.outcome)).toBe('unreachable');
  });

  it('retries a POST on network errors too, with the same Idempotency-Key on every attempt', async () => {
    const result = await run(networkDown, () => api.post('/api/things', { name: 'x' }));

    expect(result.attemptsAt).toHaveLength(6);
    const keys = new Set(result.sent.map((sent) => sent.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('succeeds on a later attempt when the network comes back', async () => {
    const result = await run(
      (_, all) => (all.length < 3 ? networkDown() : envelope({ ok: true })),
      () => api.get('/api/things'),
    );

    expect(result.attemptsAt).toEqual([0, 2 * SECOND_MS, 6 * SECOND_MS]);
    expect(result.outcome.value).toEqual({ ok: true });
  });

  it('does not retry a 500: only network errors are retried', async () => {
    const result = await run(
      () => failure(500),
      () => api.get('/api/things'),
    );

    expect(result.attemptsAt).toEqual([0]);
    expect(conditionOf(result.outcome)).toBe('server');
  });

  it('does not retry a 413, even with Retry-After', async () => {
    const result = await run(
      () => failure(413, { success: false }, { 'retry-after': '1' }),
      () => api.post('/api/things', { big: true }),
    );

    expect(result.attemptsAt).toEqual([0]);
    expect(conditionOf(result.outcome)).toBe('tooLarge');
  });
});

describe('uploads', () => {
  const form = () => {
    const data = new FormData();
    data.append('document', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'cv.pdf');
    return data;
  };

  it('retries an upload 3 times, waiting exactly 2, 4 and 8 s', async () => {
    const result = await run(networkDown, () => api.upload('/api/files', form()));

    expect(result.attemptsAt).toEqual([0, 2, 6, 14].map((s) => s * SECOND_MS));
    expect(conditionOf(result.outcome)).toBe('unreachable');
  });

  it('retries an upload answered 503, at the same delays', async () => {
    const result = await run(
      () => failure(503),
      () => api.upload('/api/files', form()),
    );

    expect(result.attemptsAt).toEqual([0, 2, 6, 14].map((s) => s * SECOND_MS));
    expect(conditionOf(result.outcome)).toBe('server');
  });

  it('gives up on an upload after 2 minutes in total, attempts and waits included', async () => {
    const slowFailure: Responder = async () => {
      await new Promise((resolve) => setTimeout(resolve, 50 * SECOND_MS));
      return networkDown();
    };
    const result = await run(slowFailure, () => api.upload('/api/files', form()));

    // 0–50 s, wait 2 s, 52–102 s, wait 4 s, 106 s until the 2-minute budget runs out.
    expect(result.attemptsAt).toEqual([0, 52 * SECOND_MS, 106 * SECOND_MS]);
    expect(result.settledAt).toBe(120 * SECOND_MS);
    expect(conditionOf(result.outcome)).toBe('timeout');
  });

  it('aborts an upload that never answers after 2 minutes', async () => {
    const result = await run(hang, () => api.upload('/api/files', form()));

    expect(result.attemptsAt).toEqual([0]);
    expect(result.settledAt).toBe(120 * SECOND_MS);
    expect(conditionOf(result.outcome)).toBe('timeout');
  });

  it('attempts an upload answered 413 exactly once, even with Retry-After', async () => {
    const result = await run(
      () => failure(413, { success: false }, { 'retry-after': '1' }),
      () => api.upload('/api/files', form()),
    );

    expect(result.attemptsAt).toEqual([0]);
    expect(result.outcome.error).toBeInstanceOf(ApiError);
    expect(result.outcome.error).toMatchObject({
      condition: 'tooLarge',
      action: 'toast-and-network-error-page',
    });
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '#core/constants';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { type ApiErrorInfo, isApiError } from './api-error.ts';
import { wipeLocalData } from './db.ts';
import { onApiError } from './error-sink.ts';
import { api } from './http.ts';
import { storeLanguage } from './language-store.ts';
import { failure, hang, networkDown, type Responder, scriptedFetch, signInAnswer } from './test-support.ts';
import { saveSignIn } from './token-store.ts';

let reported: ApiErrorInfo[];

beforeEach(async () => {
  await wipeLocalData();
  await storeLanguage('EN');
  await saveSignIn(signInAnswer(), Date.now());
  vi.stubGlobal('location', { origin: 'http://localhost' });
  reported = [];
  return onApiError((info) => reported.push(info));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Sends one GET without retries in the way (answers are HTTP, or the test drives the clock). */
async function failWith(responder: Responder, options: { signal?: AbortSignal } = {}) {
  vi.stubGlobal('fetch', scriptedFetch(responder).fetch);
  const error = await api.get('/api/things', undefined, options).catch((caught: unknown) => caught);
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('HTTP answers', () => {
  it.each([
    [400, 'badRequest', 'toast'],
    [403, 'forbidden', 'toast'],
    [404, 'notFound', 'toast'],
    [408, 'timeout', 'toast'],
    [413, 'tooLarge', 'toast-and-network-error-page'],
    [429, 'tooManyRequests', 'toast'],
    [500, 'server', 'toast'],
    [503, 'server', 'toast'],
    [418, 'unexpected', 'toast-and-network-error-page'],
  ])('maps status %i to %s with the %s behaviour', async (status, condition, action) => {
    const error = await failWith(() => failure(status));

    expect(error).toMatchObject({ condition, action, status });
    expect(error.descriptor).toBe(ERROR_MESSAGES[condition as keyof typeof ERROR_MESSAGES]);
    expect(error.message).toBe(error.descriptor.id);
    expect(reported).toEqual([error.info]);
  });

  it('carries the server message and field errors of a 400 for forms to show inline', async () => {
    const error = await failWith(() =>
      failure(400, { success: false, message: 'Invalid input', errors: { email: 'Please enter email' } }),
    );

    expect(error.serverMessage).toBe('Invalid input');
    expect(error.fieldErrors).toEqual({ email: 'Please enter email' });
  });

  it('treats a 2xx envelope that says success: false as a bad request', async () => {
    const error = await failWith(
      () => new Response(JSON.stringify({ success: false, message: 'No' }), { status: 200 }),
    );

    expect(error).toMatchObject({ condition: 'badRequest', serverMessage: 'No' });
  });

  it('maps an answer that is not JSON to unexpected', async () => {
    const error = await failWith(() => new Response('<!doctype html>', { status: 200 }));

    expect(error.condition).toBe('unexpected');
  });

  it('does not publish the error when the caller shows it inline, but still rejects with it', async () => {
    vi.stubGlobal('fetch', scriptedFetch(() => failure(403)).fetch);

    await expect(api.get('/api/things', undefined, { skipErrorReport: true })).rejects.toMatchObject({
      condition: 'forbidden',
    });
    expect(reported).toEqual([]);
  });
});

describe('failures without an answer', () => {
  it('maps a call that gets no answer within 2 minutes to timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    vi.stubGlobal('fetch', scriptedFetch(hang).fetch);

    const outcome = api.get('/api/things').catch((caught: unknown) => caught);
    for (let round = 0; round < 50; round += 1) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);

    expect(await outcome).toMatchObject({ condition: 'timeout' });
  });

  it('maps a call the user cancelled to cancelled', async () => {
    const controller = new AbortController();
    controller.abort();

    const error = await failWith(hang, { signal: controller.signal });

    expect(error.condition).toBe('cancelled');
  });

  it('maps a call started while offline to offline, after the retries', async () => {
    vi.stubGlobal('navigator', { onLine: false });

    const error = await onFakeClock(() => failWith(networkDown));

    expect(error.condition).toBe('offline');
  });

  it('maps a connection lost during the call to connectionLost', async () => {
    const connection = { onLine: true };
    vi.stubGlobal('navigator', connection);

    const error = await onFakeClock(() =>
      failWith(() => {
        connection.onLine = false;
        return networkDown();
      }),
    );

    expect(error.condition).toBe('connectionLost');
  });

  it('maps a refused connection while online to unreachable', async () => {
    const error = await onFakeClock(() => failWith(networkDown));

    expect(error.condition).toBe('unreachable');
  });
});

/** Runs `start` with fake timers, jumping through the retry waits until it settles. */
async function onFakeClock<T>(start: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  let isSettled = false;
  const outcome = start().finally(() => {
    isSettled = true;
  });
  for (let step = 0; step < 100 && !isSettled; step += 1) {
    // IndexedDB work runs on the real setImmediate while the fake clock stands still.
    for (let round = 0; round < 50; round += 1) await new Promise((resolve) => setImmediate(resolve));
    if (!isSettled) await vi.advanceTimersToNextTimerAsync();
  }
  return outcome;
}

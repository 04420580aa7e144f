/**
 * The spec's retry schedule (§7, §9) as pure functions, so the HTTP client, the outbox replayer and
 * the tests all agree on the exact delays. Attempt numbers start at 1 for the first retry.
 */
import {
  RETRY_BASE_DELAY_MS,
  RETRY_LIMIT,
  UPLOAD_RETRY_LIMIT,
  UPLOAD_RETRY_MAX_DELAY_MS,
  UPLOAD_TOTAL_TIMEOUT_MS,
} from './constants.ts';

export type RetryPolicy = {
  /** Retries after the first attempt. */
  limit: number;
  /** Delay before retry number `retry` (1-based), before jitter. */
  delayMs: (retry: number) => number;
  /** Upper bound of one delay. */
  maxDelayMs: number;
  /** The whole burst (attempts and waits) must fit in this, or undefined for no bound. */
  totalTimeoutMs: number | undefined;
};

const doubling = (retry: number) => RETRY_BASE_DELAY_MS * 2 ** (retry - 1);

/** Ordinary calls: 5 retries at 2, 4, 8, 16, 32 s, on network errors. */
export const ORDINARY_RETRY: RetryPolicy = {
  limit: RETRY_LIMIT,
  delayMs: doubling,
  maxDelayMs: Number.POSITIVE_INFINITY,
  totalTimeoutMs: undefined,
};

/** Form uploads: 3 retries at 2, 4, 8 s (each capped at 10 s), 2 minutes overall. */
export const UPLOAD_RETRY: RetryPolicy = {
  limit: UPLOAD_RETRY_LIMIT,
  delayMs: (retry) => Math.min(doubling(retry), UPLOAD_RETRY_MAX_DELAY_MS),
  maxDelayMs: UPLOAD_RETRY_MAX_DELAY_MS,
  totalTimeoutMs: UPLOAD_TOTAL_TIMEOUT_MS,
};

/** A 413 means the payload itself is the problem: sending it again can only fail again. */
export function isRetriableStatus(status: number): boolean {
  if (status === 413) return false;
  return status === 408 || status === 429 || status >= 500;
}

/** The full list of delays of one burst, e.g. [2000, 4000, 8000, 16000, 32000]. */
export function retrySchedule(policy: RetryPolicy): number[] {
  return Array.from({ length: policy.limit }, (_, index) => policy.delayMs(index + 1));
}

/**
 * Delay before a retry, honouring a server's Retry-After (seconds) over the schedule, and adding
 * "equal jitter" (half fixed, half random) when `random` is given, so many clients coming back online
 * at once do not hammer the server in lockstep.
 */
export function nextDelayMs(
  policy: RetryPolicy,
  retry: number,
  options: { retryAfterSeconds?: number | undefined; random?: (() => number) | undefined } = {},
): number {
  if (options.retryAfterSeconds !== undefined && Number.isFinite(options.retryAfterSeconds)) {
    return Math.max(0, options.retryAfterSeconds * 1000);
  }
  const base = Math.min(policy.delayMs(retry), policy.maxDelayMs);
  if (!options.random) return base;
  return base / 2 + (base / 2) * options.random();
}

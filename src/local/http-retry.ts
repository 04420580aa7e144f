/**
 * Translates the spec's retry policies (#core/retry-policy) into ky retry options.
 * Invariant: exact policy delays (no jitter); a 413 is never retried, whatever Retry-After says.
 */

import { isHTTPError, isNetworkError, type RetryOptions } from 'ky';
import { REFRESH_REUSE_GRACE_MS } from '#core/constants';
import {
  isRetriableStatus,
  ORDINARY_RETRY,
  type RetryPolicy,
  retrySchedule,
  UPLOAD_RETRY,
} from '#core/retry-policy';

/**
 * Every method, POST included: non-GET calls carry an Idempotency-Key reused by each retry, so the
 * server answers a repeated POST with the stored response instead of applying it twice.
 */
const ALL_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'];

/** Ordinary calls: network errors only; an HTTP answer (even 500) is final for an interactive call. */
export function ordinaryRetry(limit = ORDINARY_RETRY.limit): RetryOptions {
  return {
    ...fromPolicy(ORDINARY_RETRY, limit),
    statusCodes: [],
    afterStatusCodes: [],
    shouldRetry: ({ error }) => isNetworkError(error),
  };
}

/** Uploads: network errors and transient statuses (408, 429, 5xx), honouring Retry-After up to the cap. */
export function uploadRetry(): RetryOptions {
  const statusCodes = [408, 429, ...Array.from({ length: 100 }, (_, index) => 500 + index)].filter(
    isRetriableStatus,
  );
  return {
    ...fromPolicy(UPLOAD_RETRY, UPLOAD_RETRY.limit),
    statusCodes,
    afterStatusCodes: [429, 503],
    maxRetryAfter: UPLOAD_RETRY.maxDelayMs,
    // ky would retry a 413 that carries Retry-After; the payload itself is the problem, so never.
    shouldRetry: ({ error }) =>
      isHTTPError(error) && !isRetriableStatus(error.response.status) ? false : undefined,
  };
}

/**
 * The refresh call retries on network errors only while a lost answer can still be recovered: the
 * server accepts a just-rotated refresh token again for REFRESH_REUSE_GRACE_MS, after which a repeat
 * would look like token theft and revoke the whole family.
 */
export function refreshRetry(): RetryOptions {
  let elapsedMs = 0;
  const limit = retrySchedule(ORDINARY_RETRY).filter((delayMs) => {
    elapsedMs += delayMs;
    return elapsedMs < REFRESH_REUSE_GRACE_MS;
  }).length;
  return ordinaryRetry(limit);
}

export const NO_RETRY: RetryOptions = { limit: 0 };

function fromPolicy(policy: RetryPolicy, limit: number): RetryOptions {
  return {
    limit,
    methods: ALL_METHODS,
    delay: (attempt) => policy.delayMs(attempt),
    backoffLimit: policy.maxDelayMs,
    retryOnTimeout: false,
  };
}

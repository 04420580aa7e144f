/**
 * The rules of one burst of attempts of an outbox entry: which retry policy (an entry with files is an
 * upload: 3 retries at 2, 4, 8 s capped at 10 s, 2 minutes overall; any other call: the ordinary
 * policy), how long to wait before a retry and whether the overall limit still allows it.
 * Invariant: no attempt or wait of an upload's burst reaches past its overall limit.
 */
import { nextDelayMs, ORDINARY_RETRY, type RetryPolicy, UPLOAD_RETRY } from '#core/retry-policy';
import type { OutboxEntry } from '#core/sync/types';
import type { SendLimits } from './send-entry.ts';

export type Burst = {
  policy: RetryPolicy;
  /** What the attempt sent at `now` may take. */
  limitsAt(now: number): SendLimits;
  /** The wait before retry number `retry` (1-based): jittered, Retry-After honoured up to the cap. */
  delayBefore(
    retry: number,
    options: { random: () => number; retryAfterSeconds: number | undefined },
  ): number;
  /** Whether waiting `delayMs` from `now` and trying again still fits in the overall limit. */
  canWait(now: number, delayMs: number): boolean;
};

/** An entry whose call carries files: sent alone as multipart, never batched with other entries. */
export function isUploadEntry(entry: OutboxEntry): boolean {
  return entry.call.files !== undefined;
}

export function burstPolicyOf(entry: OutboxEntry): RetryPolicy {
  return isUploadEntry(entry) ? UPLOAD_RETRY : ORDINARY_RETRY;
}

export function startBurst(entry: OutboxEntry, now: number): Burst {
  const policy = burstPolicyOf(entry);
  const deadline = now + (policy.totalTimeoutMs ?? Number.POSITIVE_INFINITY);
  return {
    policy,
    limitsAt: (at) => (Number.isFinite(deadline) ? { timeoutMs: Math.max(1, deadline - at) } : {}),
    delayBefore: (retry, options) => Math.min(nextDelayMs(policy, retry, options), policy.maxDelayMs),
    canWait: (at, delayMs) => at + delayMs < deadline,
  };
}

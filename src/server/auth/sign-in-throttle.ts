/**
 * Slows password guessing without letting anyone lock an owner out: failures are counted per
 * (account, client) pair, and only that pair waits (longer after each failure past the free ones);
 * failures across all clients only tell the owner (auth/unlock-sign-in.ts). Invariant: no key holds
 * a raw e-mail or address (hashed, as in rate-limiter.ts), and a right password is never refused
 * because of another client's failures.
 */
import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import type { HitResult, RateLimiter } from '../rate-limit/rate-limiter.ts';
import { sha256Hex } from './token-crypto.ts';

/** The first wait past the free failures; each further failure doubles it, up to the cap. */
const PAIR_BASE_DELAY_MS = 30_000;
const PAIR_MAX_DELAY_MS = 15 * 60 * 1000;

export type SignInThrottle = {
  /** Whether this client may try this account's password now, and whether it has failures on record. */
  check(email: string, client: string): Promise<HitResult & { hasFailures: boolean }>;
  /** Counts a failure; true when the account's failures from all clients passed the alarm level. */
  recordFailure(email: string, client: string): Promise<{ isUnderAttack: boolean }>;
  /** A right password from this client clears its own pair, nothing else. */
  recordSuccess(email: string, client: string): Promise<void>;
  /** The owner's unlock link: every pair and the account-wide count are forgotten. */
  clearAccount(email: string): Promise<void>;
};

const accountPart = (email: string) => sha256Hex(email.trim().toLowerCase());
const pairPrefix = (email: string) => `signInPair:${accountPart(email)}:`;
const pairKey = (email: string, client: string) => `${pairPrefix(email)}${sha256Hex(client)}`;

export function pairDelayMs(failures: number, freeFailures: number): number {
  if (failures <= freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures - 1, 30);
  return Math.min(PAIR_BASE_DELAY_MS * 2 ** doublings, PAIR_MAX_DELAY_MS);
}

export function createSignInThrottle(options: {
  db: Db;
  rateLimiter: RateLimiter;
  now: () => Date;
}): SignInThrottle {
  const { db, rateLimiter, now } = options;
  const pairRule = () => rateLimiter.rule('signInPair');

  return {
    async check(email, client) {
      const [row] = await db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, pairKey(email, client)));
      if (!row) return { allowed: true, hasFailures: false };
      const at = now().getTime();
      const rule = pairRule();
      // windowStartedAt holds the pair's last failure; a pair quiet for a whole window starts over.
      const lastFailureMs = row.windowStartedAt.getTime();
      if (at - lastFailureMs >= rule.windowMs) return { allowed: true, hasFailures: true };
      const waitUntil = lastFailureMs + pairDelayMs(row.count, rule.limit);
      if (waitUntil <= at) return { allowed: true, hasFailures: true };
      const retryAfterSeconds = Math.max(1, Math.ceil((waitUntil - at) / 1000));
      return { allowed: false, retryAfterSeconds, hasFailures: true };
    },

    async recordFailure(email, client) {
      const at = now();
      const forgetBefore = new Date(at.getTime() - pairRule().windowMs);
      const isForgotten = sql`${rateLimitCounters.windowStartedAt} <= ${forgetBefore.toISOString()}::timestamptz`;
      await db
        .insert(rateLimitCounters)
        .values({ key: pairKey(email, client), windowStartedAt: at, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${isForgotten} then 1 else ${rateLimitCounters.count} + 1 end`,
            windowStartedAt: at,
          },
        });
      const account = await rateLimiter.hit('signInAccount', email.trim().toLowerCase());
      return { isUnderAttack: !account.allowed };
    },

    async recordSuccess(email, client) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, pairKey(email, client)));
    },

    async clearAccount(email) {
      // The prefix is hex and ':' only: nothing in it is a LIKE wildcard.
      await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, `${pairPrefix(email)}%`));
      await rateLimiter.reset('signInAccount', email.trim().toLowerCase());
    },
  };
}

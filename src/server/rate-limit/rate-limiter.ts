/**
 * Fixed-window rate limits kept in the database, so every API process on one database shares the
 * counters. Invariant: a key never holds a raw e-mail (keys are hashed), and a hit is one atomic upsert.
 */

import { getConnInfo } from '@hono/node-server/conninfo';
import { eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { sha256Hex } from '../auth/token-crypto.ts';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientAddressBehind } from '../http/client-address.ts';
import { fail } from '../http/envelope.ts';

export type RateLimitRule = { limit: number; windowMs: number };
export const RATE_LIMIT_BUCKETS = [
  'emailCheck',
  'signUp',
  'signIn',
  'signInPair',
  'signInAccount',
  'unlockMail',
  'reset',
  'resetEmail',
  'link',
  'upload',
  'chatLink',
  'chatLinkIssue',
  'practiceExport',
  'bookingRequest',
] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];
export type RateLimitRules = Record<RateLimitBucket, RateLimitRule>;

const MINUTE_MS = 60 * 1000;
/**
 * Per client address unless the name says e-mail. Generous enough for a person typing (the e-mail
 * check runs as they type), tight enough to make guessing and mail-bombing slow.
 */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  emailCheck: { limit: 30, windowMs: 10 * MINUTE_MS },
  signUp: { limit: 10, windowMs: 60 * MINUTE_MS },
  signIn: { limit: 100, windowMs: 15 * MINUTE_MS },
  /**
   * Failed sign-ins of one account from one client (auth/sign-in-throttle.ts): `limit` failures are
   * free, then that pair waits longer after each; forgotten a window after its last failure.
   */
  signInPair: { limit: 5, windowMs: 24 * 60 * MINUTE_MS },
  /** Failed sign-ins of one account from all clients: past the limit its owner gets an unlock e-mail. */
  signInAccount: { limit: 50, windowMs: 60 * MINUTE_MS },
  /** At most this many unlock e-mails per account and window (not scaled: a cadence, not an allowance). */
  unlockMail: { limit: 1, windowMs: 60 * MINUTE_MS },
  reset: { limit: 10, windowMs: 60 * MINUTE_MS },
  resetEmail: { limit: 3, windowMs: 60 * MINUTE_MS },
  link: { limit: 30, windowMs: 15 * MINUTE_MS },
  upload: { limit: 100, windowMs: 60 * MINUTE_MS },
  // A patient chatting through their link (reads, messages, receipts), and guesses at links.
  chatLink: { limit: 600, windowMs: 10 * MINUTE_MS },
  // Per specialist: new links (each may be an e-mail to a patient).
  chatLinkIssue: { limit: 30, windowMs: 60 * MINUTE_MS },
  // Per specialist: a whole practice's rows and files read at once.
  practiceExport: { limit: 10, windowMs: 60 * MINUTE_MS },
  // Booking requests from one client to public booking pages (a few people may share an address).
  bookingRequest: { limit: 10, windowMs: 60 * MINUTE_MS },
};

export type HitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  hit(bucket: RateLimitBucket, subject: string): Promise<HitResult>;
  /** Whether a subject is over its limit now, without counting this as an attempt. */
  peek(bucket: RateLimitBucket, subject: string): Promise<HitResult>;
  /** Middleware counting per client address. */
  perClient(bucket: RateLimitBucket): MiddlewareHandler<AppEnv>;
  /** Forgets a subject's counter (an unlocked account). */
  reset(bucket: RateLimitBucket, subject: string): Promise<void>;
  rule(bucket: RateLimitBucket): RateLimitRule;
  /** Answers 429 with Retry-After and the translated message. */
  refuse(c: Context<AppEnv>, result: Extract<HitResult, { allowed: false }>): Response;
  clientAddress(c: Context<AppEnv>): string;
};

// Expired rows are swept now and then by the hits themselves: no timer, no extra process.
const SWEEP_PROBABILITY = 0.01;
const SWEEP_AGE_MS = 24 * 60 * MINUTE_MS;

/** Every limit times `factor` (at least 1 attempt): `RATE_LIMIT_MULTIPLIER` for load tests and e2e suites. */
export function scaleRules(rules: RateLimitRules, factor: number): RateLimitRules {
  const scaled = { ...rules };
  for (const bucket of RATE_LIMIT_BUCKETS) {
    if (bucket === 'unlockMail') continue;
    scaled[bucket] = { ...rules[bucket], limit: Math.max(1, Math.round(rules[bucket].limit * factor)) };
  }
  return scaled;
}

export function createRateLimiter(options: {
  db: Db;
  rules: RateLimitRules;
  now: () => Date;
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For (0: none). */
  trustedProxies: number;
}): RateLimiter {
  const { db, rules, now } = options;

  const keyOf = (bucket: RateLimitBucket, subject: string) => `${bucket}:${sha256Hex(subject.toLowerCase())}`;

  function verdict(
    rule: RateLimitRule,
    row: { count: number; windowStartedAt: Date } | undefined,
    at: Date,
  ): HitResult {
    if (!row || row.count <= rule.limit) return { allowed: true };
    const resetAt = row.windowStartedAt.getTime() + rule.windowMs;
    if (resetAt <= at.getTime()) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - at.getTime()) / 1000)) };
  }

  async function peek(bucket: RateLimitBucket, subject: string): Promise<HitResult> {
    const [row] = await db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, keyOf(bucket, subject)));
    // One more attempt is what would be refused: compare as if it were counted.
    return verdict(rules[bucket], row ? { ...row, count: row.count + 1 } : undefined, now());
  }

  async function hit(bucket: RateLimitBucket, subject: string): Promise<HitResult> {
    const rule = rules[bucket];
    const at = now();
    const cutoff = new Date(at.getTime() - rule.windowMs);
    const key = keyOf(bucket, subject);
    const isStale = sql`${rateLimitCounters.windowStartedAt} <= ${cutoff.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, windowStartedAt: at, count: 1 })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${isStale} then 1 else ${rateLimitCounters.count} + 1 end`,
          windowStartedAt: sql`case when ${isStale} then ${at.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, windowStartedAt: rateLimitCounters.windowStartedAt });
    if (Math.random() < SWEEP_PROBABILITY) {
      await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowStartedAt, new Date(at.getTime() - SWEEP_AGE_MS)));
    }
    return verdict(rule, row, at);
  }

  function socketAddress(c: Context<AppEnv>): string {
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // app.request() in unit tests has no socket.
      return 'unknown';
    }
  }

  function clientAddress(c: Context<AppEnv>): string {
    return clientAddressBehind(options.trustedProxies, c.req.header('x-forwarded-for'), socketAddress(c));
  }

  function refuse(c: Context<AppEnv>, result: Extract<HitResult, { allowed: false }>): Response {
    c.header('Retry-After', String(result.retryAfterSeconds));
    return fail(c, 429, ERROR_MESSAGES.tooManyRequests);
  }

  async function reset(bucket: RateLimitBucket, subject: string): Promise<void> {
    await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(bucket, subject)));
  }

  return {
    hit,
    peek,
    reset,
    rule: (bucket) => rules[bucket],
    clientAddress,
    refuse,
    perClient(bucket) {
      return async (c, next) => {
        const result = await hit(bucket, clientAddress(c));
        if (!result.allowed) return refuse(c, result);
        return next();
      };
    },
  };
}

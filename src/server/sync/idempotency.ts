/**
 * Answers each (owner, Idempotency-Key) once: the first request runs and its answer is stored in the
 * same transaction as its change; a repeat gets that stored answer, the same key with other content 422.
 * Invariant: a change and its stored answer commit together — a repeat can never apply a change twice.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_MS } from '#core/sync/types';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { type OwnerTx, withOwnerTransaction } from './owner-transaction.ts';

export type StoredAnswer = { status: number; body: unknown };

export type IdempotentRequest = {
  ownerId: string;
  /** From the Idempotency-Key header; undefined runs the work without dedupe. */
  key: string | undefined;
  method: string;
  path: string;
  body: unknown;
};

export type IdempotentOutcome = StoredAnswer & { isReplay: boolean; isMismatch: boolean };

export function fingerprint(request: Pick<IdempotentRequest, 'method' | 'path' | 'body'>): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.path, request.body ?? null]))
    .digest('hex');
}

export async function runIdempotent(
  db: Db,
  request: IdempotentRequest,
  work: (owner: OwnerTx) => Promise<StoredAnswer>,
): Promise<IdempotentOutcome> {
  const requestHash = fingerprint(request);
  return withOwnerTransaction(db, request.ownerId, async (owner) => {
    const { key } = request;
    if (key !== undefined) {
      // The owner lock is held: a concurrent repeat of this key waits and then finds the stored row.
      const [stored] = await owner.tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.ownerId, request.ownerId), eq(idempotencyKeys.key, key)));
      if (stored) {
        const isMismatch = stored.requestHash !== requestHash;
        return { status: stored.status, body: stored.response, isReplay: true, isMismatch };
      }
    }
    const answer = await work(owner);
    if (key !== undefined) {
      await owner.tx.insert(idempotencyKeys).values({
        ownerId: request.ownerId,
        key,
        requestHash,
        status: answer.status,
        response: answer.body,
      });
    }
    return { ...answer, isReplay: false, isMismatch: false };
  });
}

/** Drops keys older than the retention; run at start and periodically. */
export async function purgeExpiredKeys(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}

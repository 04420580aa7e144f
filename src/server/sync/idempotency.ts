/**
 * Answers each (owner, Idempotency-Key) once: the first request runs and its answer is stored in the
 * same transaction as its change; a repeat gets that stored answer, the same key with other content 422.
 * Invariant: a change and its stored answer commit together — a repeat can never apply a change twice.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
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

export function runIdempotent(
  db: Db,
  request: IdempotentRequest,
  work: (owner: OwnerTx) => Promise<StoredAnswer>,
): Promise<IdempotentOutcome> {
  return withOwnerTransaction(db, request.ownerId, (owner) =>
    answerOnce(keyStore(owner, request.ownerId), owner, request, work),
  );
}

/** A key's stored answer and the fingerprint of the request that produced it. */
export type KeyRecord = { requestHash: string; status: number; response: unknown };

/** Where one owner's keys are read and written, inside the owner transaction (its lock held). */
export type AnswerStore = {
  find(key: string): Promise<KeyRecord | undefined>;
  save(key: string, record: KeyRecord): Promise<void>;
};

/** One statement per read and per write: for a request that came alone. */
export function keyStore(owner: OwnerTx, ownerId: string): AnswerStore {
  return {
    async find(key) {
      const [stored] = await owner.tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.ownerId, ownerId), eq(idempotencyKeys.key, key)));
      return stored;
    },
    async save(key, record) {
      await owner.tx.insert(idempotencyKeys).values({ ownerId, key, ...record });
    },
  };
}

/**
 * For a batch: the stored answers of all its keys read in one statement, the new ones written in one
 * statement by `flush`, before the commit. Same answers as `keyStore`: the owner lock keeps every
 * other writer of this owner's keys out for the whole transaction, and a key saved earlier in the
 * batch is found by a later call that repeats it.
 */
export async function prefetchedKeyStore(
  owner: OwnerTx,
  ownerId: string,
  keys: readonly string[],
): Promise<AnswerStore & { flush(): Promise<void> }> {
  const known = new Map<string, KeyRecord>();
  if (keys.length > 0) {
    const rows = await owner.tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.ownerId, ownerId), inArray(idempotencyKeys.key, [...new Set(keys)])));
    for (const row of rows) known.set(row.key, row);
  }
  const unsaved: (KeyRecord & { key: string })[] = [];
  return {
    async find(key) {
      return known.get(key);
    },
    async save(key, record) {
      known.set(key, record);
      unsaved.push({ key, ...record });
    },
    async flush() {
      if (unsaved.length === 0) return;
      await owner.tx.insert(idempotencyKeys).values(unsaved.map((record) => ({ ownerId, ...record })));
      unsaved.length = 0;
    },
  };
}

/**
 * The key check, the work and the stored answer, in order, inside an owner transaction the caller
 * holds (a batch runs all its calls in one).
 */
export async function answerOnce(
  store: AnswerStore,
  owner: OwnerTx,
  request: IdempotentRequest,
  work: (owner: OwnerTx) => Promise<StoredAnswer>,
): Promise<IdempotentOutcome> {
  const requestHash = fingerprint(request);
  const { key } = request;
  if (key !== undefined) {
    // The owner lock is held: a concurrent repeat of this key waits and then finds the stored row.
    const stored = await store.find(key);
    if (stored) {
      const isMismatch = stored.requestHash !== requestHash;
      return { status: stored.status, body: stored.response, isReplay: true, isMismatch };
    }
  }
  const answer = await work(owner);
  if (key !== undefined) {
    await store.save(key, { requestHash, status: answer.status, response: answer.body });
  }
  return { ...answer, isReplay: false, isMismatch: false };
}

/** Drops keys older than the retention; run at start and periodically. */
export async function purgeExpiredKeys(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}

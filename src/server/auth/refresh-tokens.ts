/**
 * Rotating refresh tokens grouped in families (one family per sign-in = the session access tokens
 * name). Invariants: a family's hard expiry is fixed at sign-in; all work on one family is serialized
 * (advisory lock + row lock), so a token has exactly one successor, a late reuse revokes every token
 * of the family, and nothing revives it. Every revocation goes through sessionTransaction's `end`,
 * so the session cache (here and on the other processes) forgets the session too.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from '#core/constants';
import type { Db } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema.ts';
import { type EndSessions, sessionTransaction, type Tx } from './session-events.ts';
import type { SessionGuard } from './session-guard.ts';
import { hmacToken, newOpaqueToken, sha256Hex } from './token-crypto.ts';
import { isActive, type UserRow } from './users.ts';

type Writer = Db | Tx;

/** `familyId` is the session id the access token carries. */
export type IssuedRefreshToken = { token: string; expiresAt: Date; familyId: string };

export type RefusalReason = 'unknown' | 'revoked' | 'expired' | 'reused' | 'inactive';
export type RotationResult =
  | { ok: true; refreshToken: IssuedRefreshToken; user: UserRow }
  | { ok: false; reason: RefusalReason };

async function insertToken(
  writer: Writer,
  values: { userId: string; familyId: string; expiresAt: Date; now: Date; token?: string },
): Promise<IssuedRefreshToken> {
  const token = values.token ?? newOpaqueToken();
  await writer
    .insert(refreshTokens)
    .values({
      userId: values.userId,
      familyId: values.familyId,
      tokenHash: sha256Hex(token),
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
  return { token, expiresAt: values.expiresAt, familyId: values.familyId };
}

/**
 * The one successor of a presented token. Derived, not random: only hashes are stored, so a repeat
 * within the grace can be given the same successor again instead of opening a sibling branch.
 */
export function successorOf(secret: string, token: string): string {
  return hmacToken(secret, `refresh-successor:${token}`);
}

/** A new family at sign-in; its expiry is the family's for life. */
export function startFamily(db: Db, userId: string, now = new Date()): Promise<IssuedRefreshToken> {
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  return insertToken(db, { userId, familyId: crypto.randomUUID(), expiresAt, now });
}

// Serializes rotation and revocation within one family across connections and processes. Row locks
// alone would let a revocation miss a child committed meanwhile, or deadlock two revocations.
async function lockFamily(tx: Tx, familyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${familyId}::text, 0))`);
}

async function revokeFamily(tx: Tx, end: EndSessions, familyId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await end({ sessionId: familyId });
}

/** Finds the presented token of this user and locks its family and row for the transaction. */
async function lockPresentedToken(tx: Tx, userId: string, token: string) {
  const [found] = await tx
    .select({ id: refreshTokens.id, userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(token)));
  if (!found || found.userId !== userId) return undefined;
  await lockFamily(tx, found.familyId);
  // Re-read under the locks: another request may have used or revoked it while we waited.
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, found.id)).for('update');
  return row;
}

/**
 * Exchanges a refresh token for its successor, of the same family and expiry. A token already used
 * gets the same successor again within REFRESH_REUSE_GRACE_MS (the first answer may have been lost);
 * later, it is treated as stolen and the whole family is revoked. Refusals that revoke are
 * committed, not rolled back.
 */
export function rotateRefreshToken(
  db: Db,
  sessions: SessionGuard,
  input: { secret: string; userId: string; token: string; now?: Date },
): Promise<RotationResult> {
  const now = input.now ?? new Date();
  return sessionTransaction(db, sessions, async (tx, end): Promise<RotationResult> => {
    const row = await lockPresentedToken(tx, input.userId, input.token);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    if (row.usedAt && now.getTime() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      await revokeFamily(tx, end, row.familyId, now);
      return { ok: false, reason: 'reused' };
    }
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user || !isActive(user)) {
      await revokeFamily(tx, end, row.familyId, now);
      return { ok: false, reason: 'inactive' };
    }
    // The first use starts the grace window; a repeat within it must not extend the window.
    if (!row.usedAt) await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    // A repeat finds the row its first use inserted (the insert ignores the conflict).
    const refreshToken = await insertToken(tx, {
      userId: row.userId,
      familyId: row.familyId,
      expiresAt: row.expiresAt,
      now,
      token: successorOf(input.secret, input.token),
    });
    return { ok: true, refreshToken, user };
  });
}

/** Sign-out: revokes the family of this user's token. Unknown tokens are ignored (nothing to end). */
export function revokeFamilyOf(
  db: Db,
  sessions: SessionGuard,
  input: { userId: string; token: string; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  return sessionTransaction(db, sessions, async (tx, end) => {
    const row = await lockPresentedToken(tx, input.userId, input.token);
    if (!row) return false;
    await revokeFamily(tx, end, row.familyId, now);
    return true;
  });
}

/** Sign-out by the access token's session: revokes that family whatever refresh token is sent. */
export function revokeSession(
  db: Db,
  sessions: SessionGuard,
  input: { userId: string; familyId: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  return sessionTransaction(db, sessions, async (tx, end) => {
    await lockFamily(tx, input.familyId);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.familyId, input.familyId),
          eq(refreshTokens.userId, input.userId),
          isNull(refreshTokens.revokedAt),
        ),
      );
    await end({ sessionId: input.familyId });
  });
}

/**
 * Every session of a user ends (password reset or change): their access tokens stop at the next
 * request, their refresh tokens are refused. Run it in the sessionTransaction that changes the
 * password.
 */
export async function revokeAllSessions(tx: Tx, end: EndSessions, userId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await end({ userId });
}

/**
 * A sign-in whose password was right, waiting for its second factor: an opaque token (only its hash
 * stored) good for SIGN_IN_CHALLENGE_MINUTES and SIGN_IN_CHALLENGE_ATTEMPTS codes, then the password
 * is asked again (which the sign-in throttle counts). Any node of a cluster can finish it.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { SIGN_IN_CHALLENGE_ATTEMPTS, SIGN_IN_CHALLENGE_MINUTES } from '#core/two-factor';
import { newOpaqueToken, sha256Hex } from '../auth/token-crypto.ts';
import type { Db } from '../db/client.ts';
import { signInChallenges } from '../db/schema.ts';

export async function openSignInChallenge(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ challenge: string; expiresAt: Date }> {
  const challenge = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_MINUTES * 60_000);
  // Expired ones are swept here: there are never many, and no timer is needed.
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
  await db.insert(signInChallenges).values({ tokenHash: sha256Hex(challenge), userId, expiresAt });
  return { challenge, expiresAt };
}

/** Counts one attempt; answers the challenge's user while it is open, else undefined. */
export async function attemptSignInChallenge(
  db: Db,
  challenge: string,
  now: Date,
): Promise<string | undefined> {
  const tokenHash = sha256Hex(challenge);
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        gt(signInChallenges.expiresAt, now),
        lt(signInChallenges.attempts, SIGN_IN_CHALLENGE_ATTEMPTS),
      ),
    )
    .returning({ userId: signInChallenges.userId });
  return row?.userId;
}

/** A finished sign-in's challenge is gone: the same answer cannot sign in twice. */
export async function closeSignInChallenge(db: Db, challenge: string): Promise<boolean> {
  const closed = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.tokenHash, sha256Hex(challenge)))
    .returning({ userId: signInChallenges.userId });
  return closed.length > 0;
}

/**
 * What second factors an account has (an authenticator app, passkeys), and their removal. Recovery
 * codes belong to the account's factors as a whole: made when the first factor arrives, gone with the
 * last one.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passkeys, recoveryCodes, totpFactors } from '../db/schema.ts';
import { findTotpFactor } from './totp-factors.ts';

export type SecondFactors = { totp: boolean; passkeys: number };

export async function secondFactorsOf(db: Db, userId: string): Promise<SecondFactors> {
  const [factor, [keys]] = await Promise.all([
    findTotpFactor(db, userId),
    db.select({ value: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  return { totp: factor?.confirmedAt != null, passkeys: keys?.value ?? 0 };
}

export function hasSecondFactor(factors: SecondFactors): boolean {
  return factors.totp || factors.passkeys > 0;
}

/** The recovery codes go when no factor is left (they would sign in past nothing). */
export async function dropRecoveryCodesIfNoFactor(db: Db, userId: string): Promise<boolean> {
  if (hasSecondFactor(await secondFactorsOf(db, userId))) return false;
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return true;
}

/** The authenticator app off; true when it was on. The caller drops the codes if it was the last. */
export async function removeTotp(db: Db, userId: string): Promise<boolean> {
  const removed = await db
    .delete(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .returning({ confirmedAt: totpFactors.confirmedAt });
  return removed.some((row) => row.confirmedAt !== null);
}

/** Every factor and recovery code of the account (an administrator's reset); true when it had one. */
export async function removeSecondFactors(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const keys = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
    const totp = await tx
      .delete(totpFactors)
      .where(eq(totpFactors.userId, userId))
      .returning({ confirmedAt: totpFactors.confirmedAt });
    return keys.length > 0 || totp.some((row) => row.confirmedAt !== null);
  });
}

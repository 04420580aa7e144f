/**
 * Recovery codes: ten single-use codes of 50 random bits, shown once, kept as SHA-256 hashes. Using
 * one is a single conditional update, so two sign-ins racing with one code cannot both pass.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '#core/two-factor';
import { sha256Hex } from '../auth/token-crypto.ts';
import type { Db } from '../db/client.ts';
import { recoveryCodes } from '../db/schema.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const CODE_LENGTH = 10;

function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Replaces the user's codes (used or not) with a new set and answers it: the only time it is seen. */
export async function renewRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: sha256Hex(code) })));
  });
  return codes;
}

/** True when `code` (normalized) was one of the user's unused codes; it is used from now on. */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256Hex(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

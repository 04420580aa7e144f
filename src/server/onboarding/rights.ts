/**
 * Grants and removes rights during onboarding. Invariant: `onboarding` and `office` are never held
 * together — completing the profile swaps one for the other in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userRights } from '../db/schema.ts';

type Tx = Pick<Db, 'insert' | 'delete'>;

export async function grantRight(tx: Tx, userId: string, code: string): Promise<void> {
  await tx.insert(userRights).values({ userId, code, data: {} }).onConflictDoNothing();
}

export async function revokeRight(tx: Tx, userId: string, code: string): Promise<void> {
  await tx.delete(userRights).where(and(eq(userRights.userId, userId), eq(userRights.code, code)));
}

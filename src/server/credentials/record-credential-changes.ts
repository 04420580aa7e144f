/**
 * Flags credential changes to the admin from the profile's write, inside its owner transaction: the
 * specialist's one pending review is created, merged into (its approved `before` values kept), or
 * deleted when every field is back to its approved value. The profile itself stays active.
 * Invariant: at most one pending review per specialist (the owner lock serializes the writes, a
 * partial unique index stands behind it); a review the admin decided is never changed here.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  type CredentialChanges,
  hasChanges,
  mergeCredentialChanges,
  touchesCredentials,
} from '#core/credentials/credential-changes';
import type { ProfileFields } from '#core/profile/profile-schema';
import { credentialReviews } from '../db/schema.ts';
import type { Tx } from '../sync/owner-transaction.ts';

/**
 * The review whose `before` values are still the approved ones: the pending one (locked, so a
 * decision the admin commits meanwhile is seen), else the latest decided one if it asked for a
 * correction (what it listed was not approved). An accepted review approved what it listed.
 */
async function openReview(tx: Tx, userId: string) {
  const [pending] = await tx
    .select()
    .from(credentialReviews)
    .where(and(eq(credentialReviews.userId, userId), eq(credentialReviews.status, 'pending')))
    .for('update');
  if (pending) return { pending, changes: pending.changes };
  const [latest] = await tx
    .select()
    .from(credentialReviews)
    .where(eq(credentialReviews.userId, userId))
    .orderBy(desc(credentialReviews.createdAt))
    .limit(1);
  const changes: CredentialChanges | undefined =
    latest?.status === 'correction-requested' ? latest.changes : undefined;
  return { pending: undefined, changes };
}

export async function recordCredentialChanges(
  tx: Tx,
  userId: string,
  stored: ProfileFields,
  next: ProfileFields,
  now: Date,
): Promise<void> {
  // A write that leaves the credentials alone changes no review, and re-raises nothing a correction
  // request left open.
  if (!touchesCredentials(stored, next)) return;
  const open = await openReview(tx, userId);
  const changes = mergeCredentialChanges(stored, next, open.changes);
  if (open.pending) {
    if (!hasChanges(changes)) {
      await tx.delete(credentialReviews).where(eq(credentialReviews.id, open.pending.id));
      return;
    }
    await tx
      .update(credentialReviews)
      .set({ changes, updatedAt: now })
      .where(eq(credentialReviews.id, open.pending.id));
    return;
  }
  if (hasChanges(changes))
    await tx.insert(credentialReviews).values({ userId, changes, createdAt: now, updatedAt: now });
}

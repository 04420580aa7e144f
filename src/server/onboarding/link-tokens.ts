/**
 * E-mailed link tokens (create password, agreement, reset): 256 random bits, stored as SHA-256 only,
 * expiring, single-use. Invariant: a token is consumed by one conditional UPDATE, so two clicks
 * racing each other cannot both succeed; issuing a new link retires the user's older ones.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { newOpaqueToken, sha256Hex } from '../auth/token-crypto.ts';
import type { Db } from '../db/client.ts';
import { type LinkPurpose, linkTokens } from '../db/schema.ts';

export type LinkRow = typeof linkTokens.$inferSelect;
export type LinkLookup =
  | { status: 'valid'; link: LinkRow }
  | { status: 'unknown' }
  | { status: 'used'; link: LinkRow }
  | { status: 'expired'; link: LinkRow };

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

export async function issueLink(
  db: Tx,
  options: { userId: string; purpose: LinkPurpose; ttlMs: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  // An older unused link of the same purpose stops working: only the latest e-mail counts.
  await db
    .update(linkTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(linkTokens.userId, options.userId),
        eq(linkTokens.purpose, options.purpose),
        isNull(linkTokens.usedAt),
      ),
    );
  const token = newOpaqueToken();
  const expiresAt = new Date(options.now.getTime() + options.ttlMs);
  await db.insert(linkTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    tokenHash: sha256Hex(token),
    expiresAt,
  });
  return { token, expiresAt };
}

/** Looks a token up without consuming it (the page's GET). A token of another purpose is unknown. */
export async function findLink(db: Tx, token: string, purpose: LinkPurpose, now: Date): Promise<LinkLookup> {
  if (token.length < 20 || token.length > 200) return { status: 'unknown' };
  const [link] = await db
    .select()
    .from(linkTokens)
    .where(eq(linkTokens.tokenHash, sha256Hex(token)));
  if (!link || link.purpose !== purpose) return { status: 'unknown' };
  if (link.usedAt) return { status: 'used', link };
  if (link.expiresAt.getTime() <= now.getTime()) return { status: 'expired', link };
  return { status: 'valid', link };
}

/** Marks the link used if nobody did in between; false means another request won. */
export async function consumeLink(db: Tx, linkId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.id, linkId), isNull(linkTokens.usedAt)))
    .returning({ id: linkTokens.id });
  return rows.length === 1;
}

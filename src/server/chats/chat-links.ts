/**
 * The patients' chat links: 256 random bits, found by their SHA-256 and kept sealed at rest (the session
 * e-mails repeat the link: joinLinkToken), one live link per patient (a new one revokes the older),
 * expiring after CHAT_LINK_TTL_MS. A link is found only while it is neither
 * revoked nor expired and its patient is still the specialist's live patient. A revoked link is an
 * ended session (auth/session-events.ts): its open sockets close at once, on every process.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { CHAT_LINK_TTL_MS, type ChatLinkState } from '#core/chats/chat-link-api';
import { type EndSessions, sessionTransaction, type Tx } from '../auth/session-events.ts';
import type { SessionGuard } from '../auth/session-guard.ts';
import { newOpaqueToken, sha256Hex } from '../auth/token-crypto.ts';
import type { Db } from '../db/client.ts';
import { chatLinks, patients } from '../db/schema.ts';

export type LiveChatLink = { ownerId: string; patientId: string; linkId: string };

/** Tokens are 43 characters of base64url; anything far from that is not one (no query needed). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

type LinkDeps = { db: Db; sessions: SessionGuard };

export async function issueChatLink(
  deps: LinkDeps,
  ownerId: string,
  patientId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + CHAT_LINK_TTL_MS);
  await sessionTransaction(deps.db, deps.sessions, async (tx, end) => {
    await revokeIn(tx, end, ownerId, patientId, now);
    await tx.insert(chatLinks).values(newLinkRow(ownerId, patientId, token, expiresAt));
  });
  return { token, expiresAt };
}

function newLinkRow(ownerId: string, patientId: string, token: string, expiresAt: Date) {
  return { ownerId, patientId, tokenHash: sha256Hex(token), tokenSealed: token, expiresAt };
}

/**
 * The token of the patient's live link, for a session e-mail that must let them in until `neededUntil`
 * (the session's end): the live link, its expiry pushed to `neededUntil` if it came sooner; a new link
 * when they have none (an e-mail is how they would get it); undefined when the live link was issued
 * before tokens were kept sealed — the patient has it, and revoking it for a new one would cut them off.
 * Serialized per patient by a lock on the patient's row, so two nodes never issue two live links.
 */
export async function joinLinkToken(
  db: Db,
  ownerId: string,
  patientId: string,
  neededUntil: Date,
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, patientId), eq(patients.ownerId, ownerId)))
      .for('update');
    const [live] = await tx
      .select({ id: chatLinks.id, tokenSealed: chatLinks.tokenSealed, expiresAt: chatLinks.expiresAt })
      .from(chatLinks)
      .where(liveLinkOf(ownerId, patientId, now))
      .orderBy(desc(chatLinks.createdAt))
      .limit(1);
    if (live) {
      if (live.tokenSealed === null) return undefined;
      if (live.expiresAt < neededUntil)
        await tx.update(chatLinks).set({ expiresAt: neededUntil }).where(eq(chatLinks.id, live.id));
      return live.tokenSealed;
    }
    const token = newOpaqueToken();
    const ttlEnd = new Date(now.getTime() + CHAT_LINK_TTL_MS);
    const expiresAt = ttlEnd < neededUntil ? neededUntil : ttlEnd;
    await tx.insert(chatLinks).values(newLinkRow(ownerId, patientId, token, expiresAt));
    return token;
  });
}

/** Revokes the patient's live links; how many there were. */
export function revokeLinks(deps: LinkDeps, ownerId: string, patientId: string, now: Date): Promise<number> {
  return sessionTransaction(deps.db, deps.sessions, (tx, end) => revokeIn(tx, end, ownerId, patientId, now));
}

async function revokeIn(tx: Tx, end: EndSessions, ownerId: string, patientId: string, now: Date) {
  const revoked = await tx
    .update(chatLinks)
    .set({ revokedAt: now })
    .where(
      and(eq(chatLinks.ownerId, ownerId), eq(chatLinks.patientId, patientId), isNull(chatLinks.revokedAt)),
    )
    .returning({ id: chatLinks.id });
  for (const { id } of revoked) await end({ sessionId: id });
  return revoked.length;
}

/** The patient's links that still open their conversation: neither revoked nor expired. */
function liveLinkOf(ownerId: string, patientId: string, now: Date) {
  return and(
    eq(chatLinks.ownerId, ownerId),
    eq(chatLinks.patientId, patientId),
    isNull(chatLinks.revokedAt),
    gt(chatLinks.expiresAt, now),
  );
}

export async function chatLinkState(
  db: Db,
  ownerId: string,
  patientId: string,
  now: Date,
): Promise<ChatLinkState> {
  // Not the sealed token: the state says only whether a link lives, since when and until when.
  const [link] = await db
    .select({ createdAt: chatLinks.createdAt, expiresAt: chatLinks.expiresAt })
    .from(chatLinks)
    .where(liveLinkOf(ownerId, patientId, now))
    .orderBy(desc(chatLinks.createdAt))
    .limit(1);
  if (!link) return { active: false, createdAt: null, expiresAt: null };
  return { active: true, createdAt: link.createdAt.toISOString(), expiresAt: link.expiresAt.toISOString() };
}

/** The conversation a token opens, if it still does. */
export async function findLiveChatLink(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<LiveChatLink | undefined> {
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const [found] = await db
    .select({ linkId: chatLinks.id, ownerId: chatLinks.ownerId, patientId: chatLinks.patientId })
    .from(chatLinks)
    .innerJoin(
      patients,
      and(
        eq(patients.id, chatLinks.patientId),
        eq(patients.ownerId, chatLinks.ownerId),
        isNull(patients.deletedAt),
      ),
    )
    .where(
      and(
        eq(chatLinks.tokenHash, sha256Hex(token)),
        isNull(chatLinks.revokedAt),
        gt(chatLinks.expiresAt, now),
      ),
    );
  return found;
}

/**
 * The admin's decisions on a credential review. Accept: the new values become the approved ones.
 * Ask for a correction: the note is stored and e-mailed to the specialist in their language; the
 * profile stays active either way. Both become a notification to the specialist's devices, the note
 * in it. Invariant: only a pending review is decided, once (a second
 * decision, or one racing the first, finds no pending row and is "already taken").
 */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, parseLanguageCode } from '#core/languages';
import { credentialReviews, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { notifyOwner } from '../notifications/notifications.ts';
import type { DecisionResult } from '../onboarding/decisions.ts';

/** Where the specialist sees their profile and the review's outcome. */
const profileTarget = (userId: string) => `/edit-profile/${userId}`;

type Decision = { status: 'accepted' } | { status: 'correction-requested'; note: string };

async function decide(deps: AppDeps, id: string, adminId: string, decision: Decision) {
  const now = deps.onboarding.now();
  const [decided] = await deps.db
    .update(credentialReviews)
    .set({
      status: decision.status,
      note: decision.status === 'correction-requested' ? decision.note : null,
      decidedAt: now,
      decidedBy: adminId,
      updatedAt: now,
    })
    .where(and(eq(credentialReviews.id, id), eq(credentialReviews.status, 'pending')))
    .returning({ userId: credentialReviews.userId });
  if (decided) return decided;
  const [exists] = await deps.db
    .select({ id: credentialReviews.id })
    .from(credentialReviews)
    .where(eq(credentialReviews.id, id));
  return exists ? ('already-taken' as const) : ('not-found' as const);
}

export async function acceptReview(deps: AppDeps, id: string, adminId: string): Promise<DecisionResult> {
  const decided = await decide(deps, id, adminId, { status: 'accepted' });
  if (typeof decided === 'string') return decided;
  const note = { kind: 'profileAccepted', name: '', target: profileTarget(decided.userId) } as const;
  await notifyOwner(deps, decided.userId, note, deps.onboarding.now());
  return 'done';
}

export async function requestCorrection(
  deps: AppDeps,
  id: string,
  adminId: string,
  note: string,
): Promise<DecisionResult> {
  const decided = await decide(deps, id, adminId, { status: 'correction-requested', note });
  if (typeof decided === 'string') return decided;
  const correction = {
    kind: 'profileCorrection',
    name: note,
    target: profileTarget(decided.userId),
  } as const;
  await notifyOwner(deps, decided.userId, correction, deps.onboarding.now());
  const [user] = await deps.db.select().from(users).where(eq(users.id, decided.userId));
  if (!user) return 'not-found';
  const outcome = await deps.onboarding.mailer.send({
    to: user.email,
    language: parseLanguageCode(user.language) ?? DEFAULT_LANGUAGE,
    template: 'credential-correction',
    content: { name: user.firstName, note },
  });
  return outcome === 'failed' ? 'mail-failed' : 'done';
}

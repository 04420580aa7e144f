/**
 * The admin's decisions on a registration. Approve: status `approved`, stage `password`, a fresh
 * 24-hour create-password link e-mailed in the applicant's language. Reject: status `rejected` with
 * the reason e-mailed. Invariant: only a pending registration is decided (an approved one whose
 * password is not set yet may get a new link); anything else is "Action already taken".
 */
import { and, eq, inArray } from 'drizzle-orm';
import { LINK_TTL_MS } from '#core/constants';
import { DEFAULT_LANGUAGE, parseLanguageCode } from '#core/languages';
import { ONBOARDING_PAGES } from '#core/onboarding/api';
import { sessionTransaction } from '../auth/session-events.ts';
import { specialistProfiles, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { issueLink } from './link-tokens.ts';

/** `mail-failed`: the decision is stored but its e-mail did not leave (approving again re-sends). */
export type DecisionResult = 'done' | 'mail-failed' | 'not-found' | 'already-taken';

export async function approveRegistration(deps: AppDeps, userId: string): Promise<DecisionResult> {
  const now = deps.onboarding.now();
  const issued = await sessionTransaction(deps.db, deps.sessions, async (tx, end) => {
    const [row] = await tx
      .select({ user: users, stage: specialistProfiles.stage })
      .from(users)
      .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .for('update');
    if (!row) return 'not-found' as const;
    const isPending = row.user.status === 'pending';
    const awaitsPassword = row.user.status === 'approved' && row.stage === 'password';
    if (!isPending && !awaitsPassword) return 'already-taken' as const;
    await tx.update(users).set({ status: 'approved', updatedAt: now }).where(eq(users.id, userId));
    // Every status change ends cached sessions (a pending account has none: the rule is kept simple).
    await end({ userId });
    await tx
      .update(specialistProfiles)
      .set({ stage: 'password', decidedAt: now, updatedAt: now })
      .where(eq(specialistProfiles.userId, userId));
    const link = await issueLink(tx, { userId, purpose: 'create_password', ttlMs: LINK_TTL_MS, now });
    return { user: row.user, token: link.token };
  });
  if (typeof issued === 'string') return issued;
  const outcome = await deps.onboarding.mailer.send({
    to: issued.user.email,
    language: parseLanguageCode(issued.user.language) ?? DEFAULT_LANGUAGE,
    template: 'approval',
    content: {
      name: issued.user.firstName,
      link: `${deps.onboarding.publicUrl()}${ONBOARDING_PAGES.createPassword(issued.token)}`,
    },
  });
  return outcome === 'failed' ? 'mail-failed' : 'done';
}

export async function rejectRegistration(
  deps: AppDeps,
  userId: string,
  reason: string,
): Promise<DecisionResult> {
  const now = deps.onboarding.now();
  const user = await sessionTransaction(deps.db, deps.sessions, async (tx, end) => {
    const [rejected] = await tx
      .update(users)
      .set({ status: 'rejected', updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.userType, 'specialist'), inArray(users.status, ['pending'])))
      .returning();
    if (rejected) await end({ userId });
    return rejected;
  });
  if (!user) {
    const [exists] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return exists ? 'already-taken' : 'not-found';
  }
  await deps.db
    .update(specialistProfiles)
    .set({ stage: 'rejected', rejectionReason: reason, decidedAt: now, updatedAt: now })
    .where(eq(specialistProfiles.userId, userId));
  const outcome = await deps.onboarding.mailer.send({
    to: user.email,
    language: parseLanguageCode(user.language) ?? DEFAULT_LANGUAGE,
    template: 'rejection',
    content: { name: user.firstName, reason },
  });
  return outcome === 'failed' ? 'mail-failed' : 'done';
}

/**
 * What the e-mailed links do: create the password (then e-mail the working agreement), accept the
 * agreement (the account may then sign in, holding the `onboarding` right), reset a password.
 * Invariant: each link's token is consumed in the same transaction as the change it authorises.
 */
import { eq } from 'drizzle-orm';
import { LINK_TTL_MS } from '#core/constants';
import { DEFAULT_LANGUAGE, parseLanguageCode } from '#core/languages';
import { ONBOARDING_PAGES, ONBOARDING_RIGHT } from '#core/onboarding/api';
import { hashPassword } from '../auth/passwords.ts';
import { revokeAllSessions } from '../auth/refresh-tokens.ts';
import { sessionTransaction } from '../auth/session-events.ts';
import { findUserById, type UserRow } from '../auth/users.ts';
import type { Db } from '../db/client.ts';
import { type LinkPurpose, specialistProfiles, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { consumeLink, findLink, issueLink } from './link-tokens.ts';
import { grantRight } from './rights.ts';

/** The agreement link has no expiry in the spec; a week keeps an unused link from living forever. */
export const AGREEMENT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type LinkState =
  | { status: 'valid'; user: UserRow; linkId: string; expiresAt: Date }
  | { status: 'unknown' | 'used' | 'expired' };

export async function checkLink(db: Db, token: string, purpose: LinkPurpose, now: Date): Promise<LinkState> {
  const found = await findLink(db, token, purpose, now);
  if (found.status !== 'valid') return { status: found.status };
  const user = await findUserById(db, found.link.userId);
  if (!user) return { status: 'unknown' };
  return { status: 'valid', user, linkId: found.link.id, expiresAt: found.link.expiresAt };
}

const languageOf = (user: UserRow) => parseLanguageCode(user.language) ?? DEFAULT_LANGUAGE;

/** Sets the first password and e-mails the agreement link; false when the link was used meanwhile. */
export async function createPassword(
  deps: AppDeps,
  state: { user: UserRow; linkId: string },
  password: string,
) {
  const now = deps.onboarding.now();
  const passwordHash = await hashPassword(password);
  const token = await sessionTransaction(deps.db, deps.sessions, async (tx, end) => {
    if (!(await consumeLink(tx, state.linkId, now))) return undefined;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, state.user.id));
    // Any password change ends every session, the first one included (there should be none yet).
    await revokeAllSessions(tx, end, state.user.id, now);
    await tx
      .update(specialistProfiles)
      .set({ stage: 'agreement', passwordCreatedAt: now, updatedAt: now })
      .where(eq(specialistProfiles.userId, state.user.id));
    const link = await issueLink(tx, {
      userId: state.user.id,
      purpose: 'agreement',
      ttlMs: AGREEMENT_LINK_TTL_MS,
      now,
    });
    return link.token;
  });
  if (!token) return false;
  await deps.onboarding.mailer.send({
    to: state.user.email,
    language: languageOf(state.user),
    template: 'agreement',
    content: {
      name: state.user.firstName,
      link: `${deps.onboarding.publicUrl()}${ONBOARDING_PAGES.agreement(token)}`,
    },
  });
  return true;
}

/** I Agree: the account becomes able to sign in, with the `onboarding` right only. */
export async function acceptAgreement(
  deps: AppDeps,
  state: { user: UserRow; linkId: string },
): Promise<boolean> {
  const now = deps.onboarding.now();
  return sessionTransaction(deps.db, deps.sessions, async (tx, end) => {
    if (!(await consumeLink(tx, state.linkId, now))) return false;
    await tx.update(users).set({ status: 'active', updatedAt: now }).where(eq(users.id, state.user.id));
    // A status and rights change: no session can be live before it, but the rule has no exceptions.
    await end({ userId: state.user.id });
    await tx
      .update(specialistProfiles)
      .set({ stage: 'profile', agreedAt: now, updatedAt: now })
      .where(eq(specialistProfiles.userId, state.user.id));
    await grantRight(tx, state.user.id, ONBOARDING_RIGHT);
    return true;
  });
}

/** New password from a reset link; every refresh token of the account stops working. */
export async function resetPassword(
  deps: AppDeps,
  state: { user: UserRow; linkId: string },
  password: string,
) {
  const now = deps.onboarding.now();
  const passwordHash = await hashPassword(password);
  return sessionTransaction(deps.db, deps.sessions, async (tx, end) => {
    if (!(await consumeLink(tx, state.linkId, now))) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, state.user.id));
    await revokeAllSessions(tx, end, state.user.id, now);
    return true;
  });
}

/** E-mails a reset link when the account can have one; silently nothing otherwise. */
export async function sendResetLink(deps: AppDeps, user: UserRow | undefined): Promise<void> {
  if (!user?.passwordHash || (user.status !== 'active' && user.status !== 'approved')) return;
  const link = await issueLink(deps.db, {
    userId: user.id,
    purpose: 'reset_password',
    ttlMs: LINK_TTL_MS,
    now: deps.onboarding.now(),
  });
  await deps.onboarding.mailer.send({
    to: user.email,
    language: languageOf(user),
    template: 'password-reset',
    content: {
      name: user.firstName,
      link: `${deps.onboarding.publicUrl()}${ONBOARDING_PAGES.resetPassword(link.token)}`,
    },
  });
}

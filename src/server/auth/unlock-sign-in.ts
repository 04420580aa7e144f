/**
 * The owner's way out when their account is under a guessing attack: an e-mail with an unlock link,
 * and the link clearing every sign-in throttle of the account. Invariants: at most one such e-mail
 * per account per `unlockMail` window; the link is single-use, stored hashed and expiring (link-tokens).
 */
import { LINK_TTL_MS } from '#core/constants';
import { DEFAULT_LANGUAGE, parseLanguageCode } from '#core/languages';
import { ONBOARDING_PAGES } from '#core/onboarding/api';
import type { AppDeps } from '../deps.ts';
import { consumeLink, findLink, issueLink } from '../onboarding/link-tokens.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { findUserById, type UserRow } from './users.ts';

/** Mails the owner an unlock link, unless one went out within the window. */
export async function sendUnlockMail(deps: AppDeps, user: UserRow): Promise<void> {
  const cadence = await deps.onboarding.rateLimiter.hit('unlockMail', user.email);
  if (!cadence.allowed) return;
  const link = await issueLink(deps.db, {
    userId: user.id,
    purpose: 'unlock_sign_in',
    ttlMs: LINK_TTL_MS,
    now: deps.onboarding.now(),
  });
  await deps.onboarding.mailer.send({
    to: user.email,
    language: parseLanguageCode(user.language) ?? DEFAULT_LANGUAGE,
    template: 'account-unlock',
    content: {
      name: user.firstName,
      link: `${deps.onboarding.publicUrl()}${ONBOARDING_PAGES.unlockSignIn(link.token)}`,
    },
  });
}

export type UnlockOutcome = 'unlocked' | 'unknown' | 'used' | 'expired';

export async function unlockSignIn(
  deps: AppDeps,
  throttle: SignInThrottle,
  token: string,
): Promise<UnlockOutcome> {
  const now = deps.onboarding.now();
  const found = await findLink(deps.db, token, 'unlock_sign_in', now);
  if (found.status !== 'valid') return found.status;
  if (!(await consumeLink(deps.db, found.link.id, now))) return 'used';
  const user = await findUserById(deps.db, found.link.userId);
  if (user) await throttle.clearAccount(user.email);
  return 'unlocked';
}

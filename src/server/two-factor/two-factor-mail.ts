/**
 * Tells the account's owner, in their language, that their two-factor sign-in was turned off (by
 * them, with their password) or reset (by an administrator): a change they did not make is a sign
 * that someone else has their password.
 */
import { DEFAULT_LANGUAGE, parseLanguageCode } from '#core/languages';
import { findUserById } from '../auth/users.ts';
import type { AppDeps } from '../deps.ts';

export async function mailTwoFactorChange(
  deps: AppDeps,
  userId: string,
  template: 'two-factor-off' | 'two-factor-reset',
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) return;
  await deps.onboarding.mailer.send({
    to: user.email,
    language: parseLanguageCode(user.language) ?? DEFAULT_LANGUAGE,
    template,
    content: { name: user.firstName },
  });
}

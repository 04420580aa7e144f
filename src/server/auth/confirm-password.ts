/**
 * The password asked again before a change a device left signed in must not make alone (a sign-in
 * factor, closing the account): checked through the bounded password gate, a wrong one answered on the
 * `password` field, a busy gate with 429.
 */
import type { Context } from 'hono';
import { TWO_FACTOR_MESSAGES as M } from '#core/two-factor';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail } from '../http/envelope.ts';
import { translate } from '../i18n.ts';
import { verifyPassword } from './passwords.ts';
import { findUserById } from './users.ts';

/** Undefined when the password is the caller's; else the refusal to answer. */
export async function refuseWrongPassword(
  deps: AppDeps,
  c: Context<AppEnv>,
  password: string,
): Promise<Response | undefined> {
  const user = await findUserById(deps.db, c.var.user.id);
  const checked = await deps.passwordGate.run(() => verifyPassword(user?.passwordHash, password));
  if (!checked.ok)
    return deps.onboarding.rateLimiter.refuse(c, {
      allowed: false,
      retryAfterSeconds: checked.retryAfterSeconds,
    });
  if (checked.value) return undefined;
  return fail(c, 400, M.passwordIncorrect, { password: translate(c.var.i18n, M.passwordIncorrect) });
}

/**
 * The sign-in's second step: whether a right password needs one (a factor on, or required by the
 * administrator and not set up yet), and what a code given for it proves.
 */
import { type SecondFactorChallenge, type SecondFactorMethod, TOTP_CODE_PATTERN } from '#core/two-factor';
import type { UserRow } from '../auth/users.ts';
import { hasSecondFactor, secondFactorsOf } from './factors.ts';
import { renewRecoveryCodes, spendRecoveryCode } from './recovery-codes.ts';
import { openSignInChallenge } from './sign-in-challenges.ts';
import { confirmTotpSetup, type TotpDeps, verifyTotp } from './totp-factors.ts';
import { isTwoFactorRequired } from './two-factor-policy.ts';

/** After a right password: the challenge of a second step, or undefined when none is needed. */
export async function secondStepFor(
  deps: TotpDeps,
  user: UserRow,
  now: Date,
): Promise<SecondFactorChallenge | undefined> {
  const factors = await secondFactorsOf(deps.db, user.id);
  const isEnabled = hasSecondFactor(factors);
  const mustSetUp = !isEnabled && (await isTwoFactorRequired(deps.db, user.userType));
  if (!isEnabled && !mustSetUp) return undefined;
  const { challenge, expiresAt } = await openSignInChallenge(deps.db, user.id, now);
  const methods: SecondFactorMethod[] = mustSetUp
    ? ['totp']
    : [
        ...(factors.totp ? ['totp' as const] : []),
        ...(factors.passkeys > 0 ? ['passkey' as const] : []),
        'recovery',
      ];
  return { secondFactor: { challenge, methods, expiresAt: expiresAt.toISOString(), mustSetUp } };
}

export type SecondStepOutcome = { passed: false } | { passed: true; recoveryCodes?: string[] };

/**
 * A code for the step: the authenticator's (each step once) or a recovery code; for an account that
 * had to set one up, the new authenticator's first code, which turns it on and makes recovery codes.
 */
export async function checkSecondStep(
  deps: TotpDeps,
  userId: string,
  code: string,
  now: Date,
): Promise<SecondStepOutcome> {
  const isTotp = TOTP_CODE_PATTERN.test(code);
  const factors = await secondFactorsOf(deps.db, userId);
  // Recovery codes belong to the account's factors as a whole (an app, passkeys, or both).
  if (hasSecondFactor(factors)) {
    if (!isTotp) return { passed: await spendRecoveryCode(deps.db, userId, code) };
    return { passed: factors.totp && (await verifyTotp(deps, userId, code, now)) };
  }
  // None yet: a required setup's first code (the setup itself is the unconfirmed factor).
  if (!isTotp || (await confirmTotpSetup(deps, userId, code, now)) !== 'confirmed') {
    return { passed: false };
  }
  return { passed: true, recoveryCodes: await renewRecoveryCodes(deps.db, userId) };
}

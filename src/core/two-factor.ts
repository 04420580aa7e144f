/**
 * Two-factor sign-in (an authenticator app's TOTP, recovery codes): the sign-in form's second step,
 * the security page and the server routes share these schemas, answers and messages.
 * Invariant: a second factor is asked once, at sign-in; a signed-in device is never asked again.
 */
import * as v from 'valibot';
import type { SignInData } from './auth.ts';
import { defineMessages } from './messages.ts';
import { VALIDATION_MESSAGES } from './validation/messages.ts';

export const TWO_FACTOR_MESSAGES = defineMessages({
  codeRequired: /*i18n*/ {
    id: 'twoFactor.codeRequired',
    message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  },
  totpCodeRequired: /*i18n*/ {
    id: 'twoFactor.totpCodeRequired',
    message: 'Enter the 6-digit code your authenticator app shows.',
  },
  codeInvalid: /*i18n*/ {
    id: 'twoFactor.codeInvalid',
    message: 'This code is not valid. Check that your phone shows the right time, then try the next code.',
  },
  challengeExpired: /*i18n*/ {
    id: 'twoFactor.challengeExpired',
    message: 'This sign-in has expired. Please enter your e-mail and password again.',
  },
  passwordIncorrect: /*i18n*/ {
    id: 'twoFactor.passwordIncorrect',
    message: 'The password is incorrect.',
  },
  setupExpired: /*i18n*/ {
    id: 'twoFactor.setupExpired',
    message: 'This setup has expired. Start again to get a new QR code.',
  },
  enabled: /*i18n*/ {
    id: 'twoFactor.enabled',
    message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  },
  disabled: /*i18n*/ {
    id: 'twoFactor.disabled',
    message: 'Two-factor sign-in is off.',
  },
  alreadyEnabled: /*i18n*/ {
    id: 'twoFactor.alreadyEnabled',
    message: 'Two-factor sign-in is already on. Turn it off first to use another app.',
  },
  recoveryCodesRenewed: /*i18n*/ {
    id: 'twoFactor.recoveryCodesRenewed',
    message: 'New recovery codes are ready. The old ones no longer work.',
  },
  requiredByAdmin: /*i18n*/ {
    id: 'twoFactor.requiredByAdmin',
    message: 'Your administrator requires two-factor sign-in for every specialist: it cannot be turned off.',
  },
  resetDone: /*i18n*/ {
    id: 'twoFactor.resetDone',
    message: 'Two-factor sign-in is reset. The specialist signs in with their password and sets it up again.',
  },
  policySaved: /*i18n*/ {
    id: 'twoFactor.policySaved',
    message: 'The sign-in rule is saved. It applies from each specialist’s next sign-in.',
  },
  passkeyNameRequired: /*i18n*/ {
    id: 'twoFactor.passkeyNameRequired',
    message: 'Give this passkey a name of up to 60 characters, such as the device it is on.',
  },
  passkeyRefused: /*i18n*/ {
    id: 'twoFactor.passkeyRefused',
    message: 'This passkey could not be checked. Try again, or use another way to sign in.',
  },
  passkeyUnknown: /*i18n*/ {
    id: 'twoFactor.passkeyUnknown',
    message: 'This passkey is not registered with MindOffice. Sign in with your e-mail and password.',
  },
  passkeyAdded: /*i18n*/ {
    id: 'twoFactor.passkeyAdded',
    message: 'The passkey is added. It signs you in on its own, or as the second step after your password.',
  },
  passkeyCancelled: /*i18n*/ {
    id: 'twoFactor.passkeyCancelled',
    message: 'No passkey was used: the request was cancelled or timed out.',
  },
  passkeyUnsupported: /*i18n*/ {
    id: 'twoFactor.passkeyUnsupported',
    message: 'This browser cannot use passkeys. Sign in with your e-mail and password.',
  },
  passkeyRemoved: /*i18n*/ {
    id: 'twoFactor.passkeyRemoved',
    message: 'The passkey is removed.',
  },
  notEnabled: /*i18n*/ {
    id: 'twoFactor.notEnabled',
    message: 'Two-factor sign-in is not on for this account.',
  },
});

/** Minutes an authenticator setup waits for its first code, and a sign-in for its second factor. */
export const TOTP_SETUP_MINUTES = 15;
export const SIGN_IN_CHALLENGE_MINUTES = 5;
/** Wrong codes one sign-in challenge takes before the password is asked again. */
export const SIGN_IN_CHALLENGE_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;

/** Spaces and hyphens are how codes are shown and often typed: they never count. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** 10 characters of lower-case base32 (RFC 4648 alphabet): 50 bits each. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{10}$/;

/** `xxxxx-xxxxx`, the way a recovery code is shown (and may be typed back). */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const codeRule = (required: { id: string }, pattern: RegExp) =>
  v.pipe(
    v.string(required.id),
    v.transform(normalizeCode),
    v.nonEmpty(required.id),
    v.regex(pattern, TWO_FACTOR_MESSAGES.codeInvalid.id),
  );

/** `POST /api/auth/second-factor`: the challenge the password step answered, and a code. */
export const secondFactorSchema = v.strictObject({
  challenge: v.pipe(v.string(), v.minLength(20), v.maxLength(200)),
  code: codeRule(
    TWO_FACTOR_MESSAGES.codeRequired,
    new RegExp(`${TOTP_CODE_PATTERN.source}|${RECOVERY_CODE_PATTERN.source}`),
  ),
});
export type SecondFactorInput = v.InferInput<typeof secondFactorSchema>;

/** Turning the factor on, off, or renewing the codes asks for the password again. */
export const confirmPasswordSchema = v.strictObject({
  password: v.pipe(
    v.string(VALIDATION_MESSAGES.passwordRequired.id),
    v.nonEmpty(VALIDATION_MESSAGES.passwordRequired.id),
    v.maxLength(256, VALIDATION_MESSAGES.passwordRequired.id),
  ),
});

/** `POST …/totp/confirm`: the first code the authenticator app shows proves it holds the secret. */
export const confirmTotpSchema = v.strictObject({
  code: codeRule(TWO_FACTOR_MESSAGES.totpCodeRequired, TOTP_CODE_PATTERN),
});

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery';

/**
 * The sign-in answer when the password was right and a second factor is on — or must be set up first
 * (`mustSetUp`: the administrator requires one and the account has none).
 */
export type SecondFactorChallenge = {
  secondFactor: { challenge: string; methods: SecondFactorMethod[]; expiresAt: string; mustSetUp: boolean };
};

export type SignInAnswer = SignInData | SecondFactorChallenge;

/** The second step's answer: recovery codes only when the step also set the authenticator up. */
export type SecondFactorAnswer = SignInData & { recoveryCodes?: string[] };

/** `POST /api/auth/second-factor/setup`: a setup for the account of the challenge. */
export const challengeSchema = v.strictObject({
  challenge: v.pipe(v.string(), v.minLength(20), v.maxLength(200)),
});

export function isSecondFactorChallenge(answer: SignInAnswer): answer is SecondFactorChallenge {
  return 'secondFactor' in answer;
}

/** A WebAuthn response as `@simplewebauthn/browser` sends it; the library checks the rest. */
export const credentialResponseSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(1400)),
  rawId: v.pipe(v.string(), v.maxLength(1400)),
  type: v.literal('public-key'),
  response: v.looseObject({ clientDataJSON: v.pipe(v.string(), v.maxLength(8000)) }),
});

export const PASSKEY_NAME_MAX_CHARS = 60;

/** `POST /api/account/security/passkeys`: the new passkey and the name the user gave it. */
export const registerPasskeySchema = v.strictObject({
  name: v.pipe(
    v.string(TWO_FACTOR_MESSAGES.passkeyNameRequired.id),
    v.trim(),
    v.nonEmpty(TWO_FACTOR_MESSAGES.passkeyNameRequired.id),
    v.maxLength(PASSKEY_NAME_MAX_CHARS, TWO_FACTOR_MESSAGES.passkeyNameRequired.id),
  ),
  response: credentialResponseSchema,
});

/** `POST /api/auth/second-factor/passkey`: the challenge of the password step and the passkey's answer. */
export const passkeySecondFactorSchema = v.strictObject({
  challenge: v.pipe(v.string(), v.minLength(20), v.maxLength(200)),
  response: credentialResponseSchema,
});

/** `POST /api/auth/passkey`: a sign-in with a passkey alone. */
export const passkeySignInSchema = v.strictObject({ response: credentialResponseSchema });

export type PasskeySummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** `POST /api/account/security/passkeys`: recovery codes too when it is the account's first factor. */
export type RegisteredPasskey = { passkey: PasskeySummary; recoveryCodes?: string[] };

/** `GET /api/account/security`. */
export type SecurityStatus = {
  /** ISO 8601 instant the authenticator app was confirmed; null: two-factor sign-in is off. */
  totpEnabledAt: string | null;
  recoveryCodesLeft: number;
  passkeys: PasskeySummary[];
  /** The administrator requires it of this account (a specialist): it cannot be turned off. */
  required: boolean;
};

/** The administrator's rule, `GET`/`PUT /api/admin/two-factor-policy`. */
export type TwoFactorPolicy = { requiredForSpecialists: boolean };
export const twoFactorPolicySchema = v.strictObject({ requiredForSpecialists: v.boolean() });

/** A started authenticator setup: the secret in base32 (typed by hand) and as an otpauth:// URI (QR). */
export type TotpSetup = { secret: string; uri: string };

/** Shown once, right after they are made; the server keeps only their hashes. */
export type RecoveryCodes = { codes: string[] };

export const SECURITY_PATHS = {
  status: '/api/account/security',
  totp: '/api/account/security/totp',
  totpConfirm: '/api/account/security/totp/confirm',
  recoveryCodes: '/api/account/security/recovery-codes',
  signInSetup: '/api/auth/second-factor/setup',
  passkeys: '/api/account/security/passkeys',
  passkeyOptions: '/api/account/security/passkeys/options',
  passkey: (id: string) => `/api/account/security/passkeys/${encodeURIComponent(id)}`,
  secondFactorPasskeyOptions: '/api/auth/second-factor/passkey/options',
  secondFactorPasskey: '/api/auth/second-factor/passkey',
  passkeySignInOptions: '/api/auth/passkey/options',
  passkeySignIn: '/api/auth/passkey',
  adminPolicy: '/api/admin/two-factor-policy',
  adminReset: (userId: string) => `/api/admin/specialists/${userId}/two-factor/reset`,
} as const;

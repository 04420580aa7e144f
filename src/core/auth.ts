/**
 * Authentication wire types and schemas, shared by the sign-in form, the HTTP client's refresh logic
 * and the server routes. Rights are opaque items `{ code, data }` (spec §3, §6) that gate UI and API.
 */
import * as v from 'valibot';
import { defineMessages } from './messages.ts';
import { VALIDATION_MESSAGES } from './validation/messages.ts';
import { emailRule } from './validation/rules.ts';

export const USER_TYPES = ['admin', 'specialist'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * The spec's rule: a stored user type that is absent counts as admin. Only the client applies it,
 * to decide which home to show; the server reads the type from its own records and never trusts it.
 */
export function storedUserTypeOrDefault(value: unknown): UserType {
  return value === 'specialist' ? 'specialist' : 'admin';
}

/** Right codes the product knows. The server grants them; the UI and API both check them. */
export const RIGHT_CODES = {
  office: 'office',
  adminRegistrations: 'admin.registrations',
  adminSpecialists: 'admin.specialists',
  adminMail: 'admin.mail',
  /** Reviews the credential changes of active specialists (profession, diplomas, trainings, documents). */
  adminCredentials: 'admin.credentials',
} as const;
export type RightCode = (typeof RIGHT_CODES)[keyof typeof RIGHT_CODES];

export type Right = { code: string; data: unknown };

export function hasRight(rights: readonly Right[], code: RightCode): boolean {
  return rights.some((right) => right.code === code);
}

export const AUTH_MESSAGES = defineMessages({
  invalidCredentials: /*i18n*/ {
    id: 'auth.invalidCredentials',
    message: 'The e-mail or password is incorrect.',
  },
  accountInactive: /*i18n*/ {
    id: 'auth.accountInactive',
    message: 'Your account is not active yet. Please follow the link we sent you by e-mail.',
  },
  refreshRefused: /*i18n*/ {
    id: 'auth.refreshRefused',
    message: 'Your session has ended. Please sign in again.',
  },
  signInUnlocked: /*i18n*/ {
    id: 'auth.signInUnlocked',
    message: 'Sign-in is unlocked. You can sign in again now.',
  },
});

export const signInSchema = v.strictObject({
  email: emailRule,
  password: v.pipe(
    v.string(VALIDATION_MESSAGES.passwordRequired.id),
    v.nonEmpty(VALIDATION_MESSAGES.passwordRequired.id),
    v.maxLength(256, VALIDATION_MESSAGES.passwordRequired.id),
  ),
});
export type SignInInput = v.InferInput<typeof signInSchema>;

export type AuthUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  language: string;
};

/** Answer of the sign-in endpoint. */
export type SignInData = {
  userId: string;
  userType: UserType;
  token: string;
  refreshToken: string;
  /** ISO 8601 instant after which the refresh token is refused. */
  refreshTokenExpireAt: string;
  user: AuthUser;
  rights: Right[];
};

/** Body of `POST /api/common/refresh-token`, exactly as the spec names it. */
export const refreshTokenSchema = v.strictObject({
  userId: v.pipe(v.string(), v.uuid()),
  userType: v.picklist(USER_TYPES),
  refreshToken: v.pipe(v.string(), v.minLength(20), v.maxLength(200)),
});
export type RefreshTokenInput = v.InferInput<typeof refreshTokenSchema>;

/** Answer `data` of the refresh endpoint, exactly as the spec names it. */
export type RefreshTokenData = {
  token: string;
  refreshToken: string;
  refreshTokenExpireAt: string;
};

/** Body of `POST /api/auth/unlock`: the token of the e-mailed unlock link. */
export const unlockSignInSchema = v.strictObject({
  token: v.pipe(v.string(), v.minLength(20), v.maxLength(200)),
});

/**
 * Wire conventions of the API (docs/ARCHITECTURE.md "API conventions"): paths, header names and the JSON
 * envelope every endpoint answers with.
 */

export const API_BASE_PATH = '/api';
export const WS_PATH = '/ws';

/** Header carrying the interface language (spec §7: "a language header named code"). */
export const LANGUAGE_HEADER = 'code';
/** Query parameter (GET), body field (POST/PUT/DELETE) or form field (multipart) with the language. */
export const LANGUAGE_PARAM = 'lang_code';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The header a device names itself with on every call (a random id it keeps until sign-out). */
export const DEVICE_HEADER = 'X-Device-Id';

export const API_PATHS = {
  health: '/api/health',
  signIn: '/api/auth/sign-in',
  /** The sign-in's second step when two-factor sign-in is on (#core/two-factor). */
  secondFactor: '/api/auth/second-factor',
  signOut: '/api/auth/sign-out',
  me: '/api/auth/me',
  refreshToken: '/api/common/refresh-token',
  /** The owner's unlock link after many failed sign-ins: body `{ token }`. */
  unlockSignIn: '/api/auth/unlock',
} as const;

/** Every answer: `{ success, message?, data? }`; `errors` maps a field to its message on a 400. */
export type Envelope<T> = {
  success: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
};

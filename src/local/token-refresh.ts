/**
 * Refreshes the access token (POST /api/common/refresh-token), one refresh at a time in all contexts.
 * Invariant: a refresh token is presented once; a caller whose token was already rotated uses the new one.
 */

import { isHTTPError } from 'ky';
import { API_PATHS } from '#core/api';
import { type RefreshTokenData, storedUserTypeOrDefault } from '#core/auth';
import { withExclusiveLock } from './exclusive-lock.ts';
import { refreshRetry } from './http-retry.ts';
import { transmit } from './http-transport.ts';
import { announceSessionChange } from './session-events.ts';
import { readSession, type StoredSession, saveRefreshedTokens } from './token-store.ts';

export const REFRESH_LOCK_NAME = 'mindoffice-token-refresh';

export type RefreshRefusal = 'missing' | 'expired' | 'refused';

/** The session cannot be renewed: the caller logs out. Network failures are NOT this (they keep the session). */
export class RefreshRefusedError extends Error {
  override readonly name = 'RefreshRefusedError';
  readonly reason: RefreshRefusal;

  constructor(reason: RefreshRefusal, options?: { cause?: unknown }) {
    super(`Token refresh impossible: ${reason}`, options);
    this.reason = reason;
  }
}

/** After a 401: refresh unless the token that was refused has already been replaced. */
export function refreshAfterUnauthorized(refusedToken: string | undefined): Promise<string> {
  return refreshTokens((session) => session.token === refusedToken);
}

/**
 * Refreshes when `isStillNeeded(session)` holds under the lock, and answers the token to use next.
 * Rejects with RefreshRefusedError (log out) or with ky's network/timeout error (keep the session).
 */
export function refreshTokens(
  isStillNeeded: (session: StoredSession) => boolean,
  now: () => number = Date.now,
): Promise<string> {
  return withExclusiveLock(REFRESH_LOCK_NAME, async () => {
    const session = await readSession();
    if (!session?.refreshToken) throw new RefreshRefusedError('missing');
    if (!isStillNeeded(session)) return session.token;
    if (!(Date.parse(session.refreshTokenExpireAt) > now())) throw new RefreshRefusedError('expired');
    const data = await requestNewTokens(session);
    const stored = await saveRefreshedTokens(data, now());
    // Signed out while the call was in flight: the new tokens must not outlive the logout.
    if (!stored) throw new RefreshRefusedError('missing');
    announceSessionChange({ type: 'tokens-refreshed' });
    return data.token;
  });
}

async function requestNewTokens(session: StoredSession): Promise<RefreshTokenData> {
  let answer: unknown;
  try {
    answer = await transmit({
      method: 'POST',
      path: API_PATHS.refreshToken,
      // Exactly the spec's body: the server validates it strictly, so no lang_code here.
      json: {
        userId: session.userId,
        userType: storedUserTypeOrDefault(session.userType),
        refreshToken: session.refreshToken,
      },
      retry: refreshRetry(),
      idempotencyKey: crypto.randomUUID(),
      authorize: false,
      addLanguageParam: false,
    });
  } catch (error) {
    if (isHTTPError(error)) throw new RefreshRefusedError('refused', { cause: error });
    throw error;
  }
  const data = readRefreshAnswer(answer);
  if (!data) throw new RefreshRefusedError('refused');
  return data;
}

function readRefreshAnswer(answer: unknown): RefreshTokenData | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  if (!('success' in answer) || answer.success !== true || !('data' in answer)) return undefined;
  const { data } = answer;
  if (typeof data !== 'object' || data === null) return undefined;
  if (!('token' in data) || typeof data.token !== 'string') return undefined;
  if (!('refreshToken' in data) || typeof data.refreshToken !== 'string') return undefined;
  if (!('refreshTokenExpireAt' in data) || typeof data.refreshTokenExpireAt !== 'string') return undefined;
  return {
    token: data.token,
    refreshToken: data.refreshToken,
    refreshTokenExpireAt: data.refreshTokenExpireAt,
  };
}

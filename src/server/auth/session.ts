/**
 * Builds what a client holds after sign-in or refresh: an access JWT naming the session (refresh-token
 * family) and carrying the user type read from the database, plus the refresh token. Invariants: the
 * refresh-token expiry sent is the family's; nothing in an answer comes from the request's body.
 */
import type { RefreshTokenData, SignInData } from '#core/auth';
import type { Db } from '../db/client.ts';
import { signAccessToken } from './access-token.ts';
import type { IssuedRefreshToken } from './refresh-tokens.ts';
import { listRights, toAuthUser, type UserRow } from './users.ts';

export async function refreshAnswer(
  jwtSecret: string,
  user: UserRow,
  refresh: IssuedRefreshToken,
): Promise<RefreshTokenData> {
  return {
    token: await signAccessToken(jwtSecret, {
      userId: user.id,
      userType: user.userType,
      sessionId: refresh.familyId,
    }),
    refreshToken: refresh.token,
    refreshTokenExpireAt: refresh.expiresAt.toISOString(),
  };
}

export async function signInAnswer(
  deps: { db: Db; jwtSecret: string },
  user: UserRow,
  refresh: IssuedRefreshToken,
): Promise<SignInData> {
  const tokens = await refreshAnswer(deps.jwtSecret, user, refresh);
  return {
    userId: user.id,
    userType: user.userType,
    ...tokens,
    user: toAuthUser(user),
    rights: await listRights(deps.db, user.id),
  };
}

/**
 * Access tokens: HS256 JWTs (hono/jwt) valid ACCESS_TOKEN_TTL_MS, claims sub (user id), typ (user
 * type), jti, iat, exp. Invariant: only the algorithm HS256 is accepted when verifying.
 */
import { sign, verify } from 'hono/jwt';
import type { UserType } from '#core/auth';
import { ACCESS_TOKEN_TTL_MS } from '#core/constants';

export type AccessClaims = { userId: string; userType: UserType };

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  nowMs = Date.now(),
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return sign(
    {
      sub: claims.userId,
      typ: claims.userType,
      jti: crypto.randomUUID(),
      iat,
      exp: iat + Math.floor(ACCESS_TOKEN_TTL_MS / 1000),
    },
    secret,
    'HS256',
  );
}

/** The user id of a valid, unexpired token; undefined for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<string | undefined> {
  try {
    const payload = await verify(token, secret, 'HS256');
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

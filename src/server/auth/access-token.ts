/**
 * Access tokens: HS256 JWTs (hono/jwt) valid ACCESS_TOKEN_TTL_MS, claims sub (user id), sid (the
 * refresh-token family = the session), typ (user type), jti, iat, exp. Invariant: only HS256 tokens
 * with an exp and a session id are accepted; whether the session is still live is the caller's check.
 */
import { sign, verify } from 'hono/jwt';
import type { UserType } from '#core/auth';
import { ACCESS_TOKEN_TTL_MS } from '#core/constants';

export type AccessClaims = { userId: string; userType: UserType; sessionId: string };
export type VerifiedAccess = { userId: string; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Given a string, hono/jwt imports the HMAC key on every sign and verify (6-8 % of a small request
// under load): import it once per secret instead. A server has one secret, tests a few.
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(secret);
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  nowMs = Date.now(),
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return sign(
    {
      sub: claims.userId,
      sid: claims.sessionId,
      typ: claims.userType,
      jti: crypto.randomUUID(),
      iat,
      exp: iat + Math.floor(ACCESS_TOKEN_TTL_MS / 1000),
    },
    await hmacKey(secret),
    'HS256',
  );
}

/** The user and session of a valid, unexpired token; undefined for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<VerifiedAccess | undefined> {
  try {
    const payload = await verify(token, await hmacKey(secret), 'HS256');
    // hono checks exp only when present: a token without one would never expire.
    if (typeof payload.exp !== 'number') return undefined;
    const { sub, sid } = payload;
    // Both end up in uuid comparisons: anything else would be a database cast error, not a 401.
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid)) {
      return undefined;
    }
    return { userId: sub, sessionId: sid };
  } catch {
    return undefined;
  }
}

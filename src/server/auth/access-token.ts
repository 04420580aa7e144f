/**
 * Access tokens: HS256 JWTs (signed with hono/jwt, verified with node:crypto) valid
 * ACCESS_TOKEN_TTL_MS, claims sub (user id), sid (the refresh-token family = the session), typ (user
 * type), jti, iat, exp. Invariant: only HS256 tokens with an exp and a session id are accepted;
 * whether the session is still live is the caller's check.
 */
import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { sign } from 'hono/jwt';
import type { UserType } from '#core/auth';
import { ACCESS_TOKEN_TTL_MS } from '#core/constants';

export type AccessClaims = { userId: string; userType: UserType; sessionId: string };
export type VerifiedAccess = { userId: string; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Given a string, hono/jwt imports the HMAC key on every sign (6-8 % of a small request under load):
// import it once per secret instead. A server has one secret, tests a few.
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

// Verifying with WebCrypto is an async job per request (7-8 % of a cached GET under load); node:crypto's
// HMAC is synchronous and a few microseconds. Only what we sign is accepted: header alg HS256 (typ JWT
// or absent, no crit), a 32-byte signature in unpadded base64url, compared in constant time.
const secretKeys = new Map<string, KeyObject>();

function secretKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    secretKeys.set(secret, key);
  }
  return key;
}

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function decodePart(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

function isHs256Header(header: unknown): boolean {
  if (typeof header !== 'object' || header === null || 'crit' in header) return false;
  const { alg, typ } = header as { alg?: unknown; typ?: unknown };
  return alg === 'HS256' && (typ === undefined || typ === 'JWT');
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The user and session of a valid, unexpired token; undefined for anything else. */
export function verifyAccessToken(
  secret: string,
  token: string,
  nowMs = Date.now(),
): VerifiedAccess | undefined {
  const [header, body, signature, ...rest] = token.split('.');
  if (header === undefined || body === undefined || signature === undefined || rest.length > 0) {
    return undefined;
  }
  if (!SIGNATURE.test(signature)) return undefined;
  const expected = createHmac('sha256', secretKey(secret)).update(`${header}.${body}`).digest();
  if (!timingSafeEqual(Buffer.from(signature, 'base64url'), expected)) return undefined;
  try {
    if (!isHs256Header(decodePart(header))) return undefined;
    const payload = decodePart(body);
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { exp, nbf, iat, sub, sid } = payload as Record<string, unknown>;
    const now = Math.floor(nowMs / 1000);
    // Without an exp a token would never expire: refused, not merely unchecked.
    if (!isTime(exp) || exp <= now) return undefined;
    if (nbf !== undefined && (!isTime(nbf) || nbf > now)) return undefined;
    if (iat !== undefined && (!isTime(iat) || iat > now)) return undefined;
    // Both end up in uuid comparisons: anything else would be a database cast error, not a 401.
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid)) {
      return undefined;
    }
    return { userId: sub, sessionId: sid };
  } catch {
    // A signed token always parses; this is only a well-signed token we never issued.
    return undefined;
  }
}

import { createHmac } from 'node:crypto';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const SECRET = 'a-test-secret-of-enough-length-for-hs256';
const USER_ID = '6f1c2b7e-8a3d-4f5e-9b0a-1c2d3e4f5a6b';
const SESSION_ID = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);
const NOW = Math.floor(NOW_MS / 1000);

const claims = { sub: USER_ID, sid: SESSION_ID, typ: 'specialist', jti: 'j', iat: NOW, exp: NOW + 600 };

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Any header and payload, with a correct HS256 signature: only the checks after the HMAC can refuse it. */
function signRaw(header: unknown, payload: unknown): string {
  const input = `${base64url(header)}.${base64url(payload)}`;
  return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
}

describe('access token verification', () => {
  it('accepts the tokens we sign, for their lifetime only', async () => {
    const token = await signAccessToken(
      SECRET,
      { userId: USER_ID, userType: 'specialist', sessionId: SESSION_ID },
      NOW_MS,
    );
    expect(verifyAccessToken(SECRET, token, NOW_MS)).toEqual({ userId: USER_ID, sessionId: SESSION_ID });
    expect(verifyAccessToken(SECRET, token, NOW_MS + 60 * 60 * 1000)).toBeUndefined();
  });

  it('refuses another secret, a changed payload and a changed signature', async () => {
    const token = await sign(claims, SECRET, 'HS256');
    expect(verifyAccessToken(SECRET, token, NOW_MS)).toBeDefined();
    expect(verifyAccessToken(`${SECRET}x`, token, NOW_MS)).toBeUndefined();
    const [header, , signature] = token.split('.');
    const forged = `${header}.${base64url({ ...claims, sub: SESSION_ID })}.${signature}`;
    expect(verifyAccessToken(SECRET, forged, NOW_MS)).toBeUndefined();
    const flipped = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.slice(-1)}`;
    expect(verifyAccessToken(SECRET, flipped, NOW_MS)).toBeUndefined();
    expect(verifyAccessToken(SECRET, `${token}=`, NOW_MS)).toBeUndefined();
    expect(verifyAccessToken(SECRET, `${token}.x`, NOW_MS)).toBeUndefined();
    expect(verifyAccessToken(SECRET, 'not a token', NOW_MS)).toBeUndefined();
  });

  it('refuses other algorithms, even when the HMAC matches', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect(verifyAccessToken(SECRET, unsigned, NOW_MS)).toBeUndefined();
    // An HS256 signature under a header that claims another algorithm (or adds crit) is still refused.
    const { createHmac } = await import('node:crypto');
    for (const header of [
      { alg: 'HS512', typ: 'JWT' },
      { alg: 'HS256', typ: 'JWT', crit: ['x'] },
    ]) {
      const input = `${base64url(header)}.${base64url(claims)}`;
      const mac = createHmac('sha256', SECRET).update(input).digest('base64url');
      expect(verifyAccessToken(SECRET, `${input}.${mac}`, NOW_MS)).toBeUndefined();
    }
  });

  it('refuses a token without exp, not yet valid, issued in the future or without a uuid session', () => {
    const { exp: _exp, ...withoutExp } = claims;
    const cases = [
      withoutExp,
      { ...claims, nbf: NOW + 60 },
      { ...claims, iat: NOW + 60 },
      { ...claims, exp: 'later' },
      { ...claims, sid: 'not-a-uuid' },
      { ...claims, sub: 42 },
    ];
    for (const payload of cases) {
      expect(
        verifyAccessToken(SECRET, signRaw({ alg: 'HS256', typ: 'JWT' }, payload), NOW_MS),
      ).toBeUndefined();
    }
  });
});

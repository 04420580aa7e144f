/**
 * Opaque refresh-token material: 256 random bits, stored only as a SHA-256 hex digest.
 * Invariant: a token string exists in memory and on the wire only; the database never holds it.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A token derived from a secret and a message: as unguessable as the secret, but reproducible. */
export function hmacToken(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

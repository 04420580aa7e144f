/**
 * Seals small secrets the server must read back (a TOTP seed), so a copy of the database alone does
 * not reveal them: AES-256-GCM with a fresh 96-bit nonce per value, the key kept apart (secrets-key.ts).
 * Format `v1.<base64url nonce | ciphertext | tag>`: the prefix names the scheme, so a later one can be
 * read beside it.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const SCHEME = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;

export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`the secrets key must be ${SECRET_KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${SCHEME}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed) {
      const [scheme, payload] = sealed.split('.');
      if (scheme !== SCHEME || !payload) throw new Error('not a sealed secret');
      const bytes = Buffer.from(payload, 'base64url');
      const nonce = bytes.subarray(0, NONCE_BYTES);
      const tag = bytes.subarray(bytes.length - TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, nonce);
      decipher.setAuthTag(tag);
      const body = bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * Envelope encryption of the clinical record at rest (issue 38). The text of notes, plans and addenda
 * is sealed with a data key (AES-256-GCM); data keys are stored wrapped by the record key — RECORD_KEY,
 * or one generated beside the data for the embedded default — never in clear (record-keys.ts). Rotating
 * the record key re-wraps the data keys, the data stays as it is.
 *
 * Sealing is deterministic for one value under one data key (the nonce is an HMAC of the plaintext,
 * SIV-style): an unchanged note written again is the same bytes, which the signed-note trigger compares,
 * and GCM never sees one nonce with two plaintexts. Format `r1.<data key id>.<base64url nonce|body|tag>`.
 *
 * The keyring is the process's: the columns that seal are module-level Drizzle types. A server loads its
 * database's keys at start; opening a value sealed by a key the keyring lacks fails loudly.
 */
import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

const SCHEME = 'r1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export type DataKey = { id: string; key: Buffer };

const keys = new Map<string, Buffer>();
let current: DataKey | undefined;

/** The data keys a server opened at start; the first is the one new values are sealed with. */
export function installRecordDataKeys(loaded: readonly DataKey[]): void {
  for (const dataKey of loaded) keys.set(dataKey.id, dataKey.key);
  current = loaded[0];
}

export function sealRecordText(plain: string): string {
  if (!current) throw new Error('the clinical record keys are not loaded (startServer loads them)');
  const nonce = createHmac('sha256', current.key).update(plain, 'utf8').digest().subarray(0, NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', current.key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${SCHEME}.${current.id}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`;
}

export function openRecordText(sealed: string): string {
  const [scheme, id, payload] = sealed.split('.');
  if (scheme !== SCHEME || !id || !payload) throw new Error('not a sealed clinical record value');
  const key = keys.get(id);
  if (!key) throw new Error(`clinical record data key ${id} is not loaded: wrong RECORD_KEY?`);
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  const body = bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

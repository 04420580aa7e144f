/**
 * The key of the secret box: SECRETS_KEY (base64 of 32 bytes) when given, else one generated key per
 * database, like the JWT secret. Generated, it sits beside what it seals: set SECRETS_KEY in
 * production so a database dump alone opens nothing. Every node on one database reads the same key.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSettings } from '../db/schema.ts';
import { SECRET_KEY_BYTES } from './secret-box.ts';

const SECRETS_KEY = 'secrets_key';

export async function loadSecretsKey(db: Db, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv) return decodeKey(fromEnv, 'SECRETS_KEY');
  await db
    .insert(serverSettings)
    .values({ key: SECRETS_KEY, value: randomBytes(SECRET_KEY_BYTES).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SECRETS_KEY));
  if (!row) throw new Error('secrets key could not be stored');
  return decodeKey(row.value, 'server_settings.secrets_key');
}

export function decodeKey(value: string, origin: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== SECRET_KEY_BYTES) {
    throw new Error(`${origin} must be ${SECRET_KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
  }
  return key;
}

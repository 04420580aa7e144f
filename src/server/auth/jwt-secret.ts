/**
 * The access-token signing secret: JWT_SECRET when given, else one generated secret per database.
 * Invariant: every process on one database signs with the same secret (insert-if-absent, then read).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSettings } from '../db/schema.ts';

const JWT_SECRET_KEY = 'jwt_secret';

export async function loadJwtSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(serverSettings)
    .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, JWT_SECRET_KEY));
  if (!row) throw new Error('jwt secret could not be stored');
  return row.value;
}

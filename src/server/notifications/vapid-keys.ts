/**
 * The server's VAPID keys for Web Push: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are given,
 * else one pair generated per database. Invariant, as for the JWT secret: every process on one
 * database signs with the same pair (insert-if-absent, then read), so subscriptions made through one
 * node are pushed to by all.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client.ts';
import { serverSettings } from '../db/schema.ts';

const VAPID_KEY = 'vapid_keys';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export async function loadVapidKeys(
  db: Db,
  fromEnv:
    | { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined }
    | undefined,
  mailFrom: string,
): Promise<VapidKeys> {
  const subject = fromEnv?.subject ?? `mailto:${addressOf(mailFrom)}`;
  if (fromEnv?.publicKey && fromEnv.privateKey) {
    return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(serverSettings)
    .values({ key: VAPID_KEY, value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, VAPID_KEY));
  if (!row) throw new Error('vapid keys could not be stored');
  const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

/** `MindOffice <no-reply@x>` → `no-reply@x`. */
function addressOf(mailFrom: string): string {
  return mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();
}

/**
 * The administrator's rule "two-factor sign-in is required of every specialist", one row of
 * server_settings. It is read at each sign-in: a specialist without a factor sets one up as the
 * sign-in's second step; a session already open keeps working until it ends.
 */
import { eq } from 'drizzle-orm';
import type { TwoFactorPolicy } from '#core/two-factor';
import type { Db } from '../db/client.ts';
import { serverSettings } from '../db/schema.ts';

const POLICY_KEY = 'two_factor_required_for_specialists';

export async function readTwoFactorPolicy(db: Db): Promise<TwoFactorPolicy> {
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, POLICY_KEY));
  return { requiredForSpecialists: row?.value === 'true' };
}

export async function writeTwoFactorPolicy(db: Db, policy: TwoFactorPolicy): Promise<void> {
  const value = String(policy.requiredForSpecialists);
  await db
    .insert(serverSettings)
    .values({ key: POLICY_KEY, value })
    .onConflictDoUpdate({ target: serverSettings.key, set: { value } });
}

/** Whether this account must have a second factor to sign in. */
export async function isTwoFactorRequired(db: Db, userType: string): Promise<boolean> {
  return userType === 'specialist' && (await readTwoFactorPolicy(db)).requiredForSpecialists;
}

/**
 * The name a patient sees for their specialist: the user's first and last name (the profile's names
 * are kept in step with them by the writes that change them).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export async function specialistName(db: Db, userId: string): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
}

/** A complete, active specialist profile stored straight into the database, for server tests. */
import type { ProfileFields } from '#core/profile/profile-schema';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import type { Database } from '../db/client.ts';
import { specialistProfiles } from '../db/schema.ts';

export async function seedProfile(
  database: Pick<Database, 'db'>,
  userId: string,
  fields: ProfileFields = SAMPLE_PROFILE,
): Promise<void> {
  const now = new Date();
  await database.db.insert(specialistProfiles).values({
    ...fields,
    userId,
    stage: 'active',
    declaredAt: now,
    photoStepAt: now,
    basicInfoStepAt: now,
    sessionStepAt: now,
    completedAt: now,
  });
}

/**
 * A complete, active specialist profile stored straight into the database, for server tests and the
 * e2e seed; `seedProfileWithImages` also stores a real photo and banner the browser can show.
 */
import type { ProfileFields } from '#core/profile/profile-schema';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import type { Database } from '../db/client.ts';
import { specialistProfiles, uploadedFiles } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';

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

/** A real 1×1 PNG (a teal pixel): small, and decodable by a browser, unlike a bare signature. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPgLur6DwADmgIHEhkB9QAAAABJRU5ErkJggg==',
  'base64',
);

export async function seedProfileWithImages(
  database: Pick<Database, 'db'>,
  store: FileStore,
  userId: string,
  fields: ProfileFields = SAMPLE_PROFILE,
): Promise<void> {
  const fileIds: string[] = [];
  for (const kind of ['photo', 'banner'] as const) {
    const pending = await store.begin();
    await pending.write(TINY_PNG);
    const storageName = await pending.commit();
    const [row] = await database.db
      .insert(uploadedFiles)
      .values({
        userId,
        kind,
        originalName: `${kind}.png`,
        mimeType: 'image/png',
        sizeBytes: TINY_PNG.length,
        storageName,
      })
      .returning({ id: uploadedFiles.id });
    if (!row) throw new Error(`${kind} not stored`);
    fileIds.push(row.id);
  }
  const [photoFileId = '', bannerFileId = ''] = fileIds;
  await seedProfile(database, userId, { ...fields, photoFileId, bannerFileId });
}

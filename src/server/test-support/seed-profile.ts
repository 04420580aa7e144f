/**
 * A complete, active specialist profile stored straight into the database, for server tests and the
 * e2e seed; `seedProfileWithImages` also stores a real photo and banner the browser can show, and a
 * PDF for the diploma and the Documents list.
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

/** The smallest whole PDF: header, an object, the cross-reference pointer and the end marker. */
const TINY_PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\nstartxref\n0\n%%EOF\n', 'latin1');

export async function seedProfileWithImages(
  database: Pick<Database, 'db'>,
  store: FileStore,
  userId: string,
  fields: ProfileFields = SAMPLE_PROFILE,
): Promise<void> {
  const stored = async (kind: string, name: string, bytes: Buffer, mimeType: string) => {
    const pending = await store.begin();
    await pending.write(bytes);
    const storageName = await pending.commit();
    const [row] = await database.db
      .insert(uploadedFiles)
      .values({ userId, kind, originalName: name, mimeType, sizeBytes: bytes.length, storageName })
      .returning({ id: uploadedFiles.id });
    if (!row) throw new Error(`${kind} not stored`);
    return row.id;
  };
  const photoFileId = await stored('photo', 'photo.png', TINY_PNG, 'image/png');
  const bannerFileId = await stored('banner', 'banner.png', TINY_PNG, 'image/png');
  const diplomas = [];
  for (const diploma of fields.diplomas) {
    const documentFileId = await stored('diploma', 'diploma.pdf', TINY_PDF, 'application/pdf');
    diplomas.push({ ...diploma, documentFileId });
  }
  const documentFileIds = [await stored('document', 'cv.pdf', TINY_PDF, 'application/pdf')];
  await seedProfile(database, userId, { ...fields, photoFileId, bannerFileId, diplomas, documentFileIds });
}

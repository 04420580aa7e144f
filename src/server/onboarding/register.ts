/**
 * Stores a validated registration: the pending user, the profile (stage `review`), diplomas,
 * trainings, and the draft's files handed over to the user. Invariant: all of it happens in one
 * transaction, and every file id named must be in the applicant's own draft with the right kind.
 */
import { and, eq } from 'drizzle-orm';
import type { Message } from '#core/messages';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import type { Registration } from '#core/onboarding/registration';
import type { Db } from '../db/client.ts';
import { specialistProfiles, uploadDrafts, uploadedFiles, users } from '../db/schema.ts';
import { type DraftRow, filesOf } from '../files/drafts.ts';

export type RegisterResult =
  /** `replacedFiles`: storage names of a rejected earlier application's files, to remove after commit. */
  { ok: true; userId: string; replacedFiles: string[] } | { ok: false; errors: Record<string, Message> };

/** Field → message for every named file that is missing from the draft or of the wrong kind. */
async function fileErrors(db: Db, draft: DraftRow, input: Registration): Promise<Record<string, Message>> {
  const kinds = new Map((await filesOf(db, { draftId: draft.id })).map((file) => [file.id, file.kind]));
  const errors: Record<string, Message> = {};
  const expect = (field: string, id: string | undefined, kind: string) => {
    if (id !== undefined && kinds.get(id) !== kind) errors[field] = M.fileUnknown;
  };
  expect('photoFileId', input.photoFileId, 'photo');
  expect('videoFileId', input.videoFileId, 'video');
  for (const [index, id] of input.documentFileIds.entries())
    expect(`documentFileIds.${index}`, id, 'document');
  for (const [index, diploma] of input.diplomas.entries()) {
    expect(`diplomas.${index}.documentFileId`, diploma.documentFileId, 'diploma');
  }
  return errors;
}

function isUniqueViolation(error: unknown): boolean {
  const code = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return code?.code === '23505' || code?.cause?.code === '23505';
}

export async function register(
  db: Db,
  draft: DraftRow,
  input: Registration,
  now: Date,
): Promise<RegisterResult> {
  const errors = await fileErrors(db, draft, input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  try {
    const { userId, replacedFiles } = await db.transaction(async (tx) => {
      // A rejected applicant may apply again: the old record gives way to the new one, and so do the
      // documents sent the first time (their rows cascade; the caller removes the bytes).
      const rejected = and(eq(users.email, input.email), eq(users.status, 'rejected'));
      const oldFiles = await tx
        .select({ storageName: uploadedFiles.storageName })
        .from(uploadedFiles)
        .innerJoin(users, eq(uploadedFiles.userId, users.id))
        .where(rejected);
      await tx.delete(users).where(rejected);
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          userType: 'specialist',
          status: 'pending',
          language: input.language,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user not inserted');
      await tx.insert(specialistProfiles).values({
        userId: user.id,
        firstName: input.firstName,
        lastName: input.lastName,
        stage: 'review',
        mobile: input.mobile,
        gender: input.gender,
        dateOfBirth: input.dateOfBirth,
        nationality: input.nationality,
        countryOfResidence: input.countryOfResidence,
        companyName: input.companyName,
        profession: input.profession,
        professionTitle: input.professionTitle,
        yearsOfExperience: input.yearsOfExperience,
        spokenLanguages: input.spokenLanguages,
        professionalStatus: input.professionalStatus,
        photoFileId: input.photoFileId,
        youtubeUrl: input.youtubeUrl ?? null,
        videoFileId: input.videoFileId ?? null,
        diplomas: input.diplomas,
        trainings: input.trainings,
        documentFileIds: input.documentFileIds,
        declaredAt: now,
        submittedAt: now,
      });
      await tx
        .update(uploadedFiles)
        .set({ draftId: null, userId: user.id })
        .where(eq(uploadedFiles.draftId, draft.id));
      const closed = await tx
        .update(uploadDrafts)
        .set({ submittedAt: now })
        .where(and(eq(uploadDrafts.id, draft.id)))
        .returning({ id: uploadDrafts.id });
      if (closed.length !== 1) throw new Error('draft vanished');
      return { userId: user.id, replacedFiles: oldFiles.map((file) => file.storageName) };
    });
    return { ok: true, userId, replacedFiles };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, errors: { email: M.emailTaken } };
    throw error;
  }
}

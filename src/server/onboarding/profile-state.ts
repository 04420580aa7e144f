/**
 * Reads what a specialist has filed in Step 2 and what comes next (the resumable ProfileState).
 * Invariant: a step counts as filed only when its own timestamp is set, never from field values.
 */
import { eq, inArray } from 'drizzle-orm';
import type { OnboardingStage, ProfileState } from '#core/onboarding/api';
import type {
  Currency,
  PatientCategory,
  Problem,
  SessionOffer,
  TherapyMode,
  Weekday,
} from '#core/onboarding/practice-lists';
import { nextProfileStep, type ProfileStep } from '#core/onboarding/profile-completion';
import type { Db } from '../db/client.ts';
import { specialistProfiles, uploadedFiles } from '../db/schema.ts';
import { toFileInfo } from '../files/file-info.ts';

export type ProfileRow = typeof specialistProfiles.$inferSelect;

export async function findProfile(db: Pick<Db, 'select'>, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(specialistProfiles).where(eq(specialistProfiles.userId, userId));
  return row;
}

export function filedSteps(profile: ProfileRow): ProfileStep[] {
  const steps: ProfileStep[] = [];
  if (profile.photoStepAt) steps.push('photo');
  if (profile.basicInfoStepAt) steps.push('basic-info');
  if (profile.sessionStepAt) steps.push('session');
  return steps;
}

// The columns below are written only from the #core step schemas, whose outputs are these types.
export async function profileState(db: Db, profile: ProfileRow): Promise<ProfileState> {
  const filed = filedSteps(profile);
  const next = nextProfileStep(filed);
  const fileIds = [profile.photoFileId, profile.bannerFileId].filter((id): id is string => id !== null);
  const files =
    fileIds.length > 0 ? await db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, fileIds)) : [];
  const fileInfo = (id: string | null) => {
    const row = files.find((file) => file.id === id);
    return row ? toFileInfo(row) : null;
  };
  return {
    userId: profile.userId,
    stage: profile.stage as OnboardingStage,
    filedSteps: filed,
    nextStep: next ?? null,
    isComplete: profile.completedAt !== null,
    photo:
      profile.photoStepAt && profile.photoFileId
        ? { photoFileId: profile.photoFileId, file: fileInfo(profile.photoFileId) }
        : null,
    basicInfo:
      profile.basicInfoStepAt && profile.bannerFileId
        ? {
            biography: profile.biography ?? '',
            bannerFileId: profile.bannerFileId,
            banner: fileInfo(profile.bannerFileId),
            patientCategories: (profile.patientCategories ?? []) as PatientCategory[],
            problems: (profile.problems ?? []) as Problem[],
            otherProblem: profile.otherProblem ?? '',
            therapyModes: (profile.therapyModes ?? []) as TherapyMode[],
          }
        : null,
    session: profile.sessionStepAt
      ? {
          price30: (profile.price30Cents ?? 0) / 100,
          price60: (profile.price60Cents ?? 0) / 100,
          currency: (profile.currency ?? '$') as Currency,
          availability: (profile.availability ?? []) as { day: Weekday; start: string; end: string }[],
          sessionOffer: (profile.sessionOffer ?? 'single') as SessionOffer,
          ...(profile.timeZone ? { timeZone: profile.timeZone } : {}),
          bankName: profile.bankName ?? '',
          iban: profile.iban ?? '',
        }
      : null,
  };
}

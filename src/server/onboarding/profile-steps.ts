/**
 * Files the Step 2 sections in order: photo → basic info → session. Invariant: a step whose
 * predecessors are not filed changes nothing ('out-of-order'), and filing the last step makes the
 * profile active and swaps the `onboarding` right for `office` in one transaction (which evicts the
 * user's cached sessions: their rights changed).
 */
import { eq } from 'drizzle-orm';
import { RIGHT_CODES } from '#core/auth';
import { ONBOARDING_RIGHT } from '#core/onboarding/api';
import type { BasicInfoStep, EditSession, PhotoStep, SessionStep } from '#core/onboarding/profile-completion';
import { sessionTransaction } from '../auth/session-events.ts';
import type { SessionGuard } from '../auth/session-guard.ts';
import type { Db } from '../db/client.ts';
import { specialistProfiles } from '../db/schema.ts';
import { ownsFile } from '../files/owned-file.ts';
import { NEXT_VERSION } from '../sync/entity-store.ts';
import { withOwnerTransaction } from '../sync/owner-transaction.ts';
import type { ProfileRow } from './profile-state.ts';
import { grantRight, revokeRight } from './rights.ts';

export type StepResult = 'saved' | 'completed' | 'out-of-order' | { badFile: string };

export async function savePhotoStep(
  db: Db,
  profile: ProfileRow,
  input: PhotoStep,
  now: Date,
): Promise<StepResult> {
  if (!(await ownsFile(db, profile.userId, input.photoFileId, 'photo'))) return { badFile: 'photoFileId' };
  await db
    .update(specialistProfiles)
    .set({ photoFileId: input.photoFileId, photoStepAt: now, updatedAt: now, version: NEXT_VERSION })
    .where(eq(specialistProfiles.userId, profile.userId));
  return 'saved';
}

export async function saveBasicInfoStep(
  db: Db,
  profile: ProfileRow,
  input: BasicInfoStep,
  now: Date,
): Promise<StepResult> {
  if (!profile.photoStepAt) return 'out-of-order';
  if (!(await ownsFile(db, profile.userId, input.bannerFileId, 'banner'))) return { badFile: 'bannerFileId' };
  await db
    .update(specialistProfiles)
    .set({
      biography: input.biography,
      bannerFileId: input.bannerFileId,
      patientCategories: input.patientCategories,
      problems: input.problems,
      otherProblem: input.problems.includes('other') ? input.otherProblem : '',
      therapyModes: input.therapyModes,
      basicInfoStepAt: now,
      updatedAt: now,
      version: NEXT_VERSION,
    })
    .where(eq(specialistProfiles.userId, profile.userId));
  return 'saved';
}

function sessionColumns(input: EditSession) {
  return {
    ...(input.price30 !== undefined ? { price30Cents: Math.round(input.price30 * 100) } : {}),
    ...(input.price60 !== undefined ? { price60Cents: Math.round(input.price60 * 100) } : {}),
    ...(input.currency !== undefined ? { currency: input.currency } : {}),
    ...(input.availability !== undefined ? { availability: input.availability } : {}),
    ...(input.sessionOffer !== undefined ? { sessionOffer: input.sessionOffer } : {}),
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
    ...(input.bankName !== undefined ? { bankName: input.bankName } : {}),
    ...(input.iban !== undefined ? { iban: input.iban } : {}),
  };
}

export async function saveSessionStep(
  db: Db,
  sessions: SessionGuard,
  profile: ProfileRow,
  input: SessionStep,
  now: Date,
): Promise<StepResult> {
  if (!profile.photoStepAt || !profile.basicInfoStepAt) return 'out-of-order';
  const isFirstCompletion = profile.completedAt === null;
  await sessionTransaction(db, sessions, async (tx, end) => {
    await tx
      .update(specialistProfiles)
      .set({
        ...sessionColumns(input),
        sessionStepAt: now,
        updatedAt: now,
        version: NEXT_VERSION,
        ...(isFirstCompletion ? { stage: 'active', completedAt: now } : {}),
      })
      .where(eq(specialistProfiles.userId, profile.userId));
    if (isFirstCompletion) {
      await revokeRight(tx, profile.userId, ONBOARDING_RIGHT);
      await grantRight(tx, profile.userId, RIGHT_CODES.office);
      await end({ userId: profile.userId });
    }
  });
  return isFirstCompletion ? 'completed' : 'saved';
}

/** `/edit-session/{id}`: changes some session fields once the session step exists. */
export async function editSessionStep(
  db: Db,
  profile: ProfileRow,
  input: EditSession,
  now: Date,
): Promise<StepResult> {
  if (!profile.sessionStepAt) return 'out-of-order';
  // The office may be pulling this synced row: its new version is drawn under the owner lock.
  await withOwnerTransaction(db, profile.userId, ({ tx }) =>
    tx
      .update(specialistProfiles)
      .set({ ...sessionColumns(input), updatedAt: now, version: NEXT_VERSION })
      .where(eq(specialistProfiles.userId, profile.userId)),
  );
  return 'saved';
}

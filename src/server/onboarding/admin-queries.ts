/**
 * The admin's read side: pending registrations (search, paging), one registration in full with its
 * documents, specialists with their status, and the mail outbox. Searches match name or e-mail.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '#core/languages';
import type {
  MailItem,
  OnboardingStage,
  Paged,
  RegistrationDetail,
  RegistrationSummary,
  SpecialistSummary,
} from '#core/onboarding/api';
import type { Registration } from '#core/onboarding/registration';
import type { Db } from '../db/client.ts';
import { mailOutbox, specialistProfiles, totpFactors, uploadedFiles, users } from '../db/schema.ts';
import { toFileInfo } from '../files/file-info.ts';

export type PageQuery = { page: number; pageSize: number; search: string };

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  // LIKE wildcards typed by the admin are matched literally.
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern));
}

type Row = { user: typeof users.$inferSelect; profile: typeof specialistProfiles.$inferSelect };

// Columns hold only values the #core registration schema produced.
function toSummary({ user, profile }: Row): RegistrationSummary {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profession: profile.profession as Registration['profession'],
    professionTitle: profile.professionTitle as Registration['professionTitle'],
    countryOfResidence: profile.countryOfResidence,
    stage: profile.stage as OnboardingStage,
    submittedAt: profile.submittedAt.toISOString(),
  };
}

export async function listPendingRegistrations(
  db: Db,
  query: PageQuery,
): Promise<Paged<RegistrationSummary>> {
  const where = and(eq(users.status, 'pending'), searchCondition(query.search));
  const [total] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(where);
  const rows = await db
    .select({ user: users, profile: specialistProfiles })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(where)
    .orderBy(asc(specialistProfiles.submittedAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(toSummary), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function registrationDetail(db: Db, userId: string): Promise<RegistrationDetail | undefined> {
  const [row] = await db
    .select({ user: users, profile: specialistProfiles })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { user, profile } = row;
  const files = await db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.userId, userId))
    .orderBy(asc(uploadedFiles.createdAt));
  const info = (id: string | null) => {
    const file = files.find((candidate) => candidate.id === id);
    return file ? toFileInfo(file) : null;
  };
  return {
    ...toSummary(row),
    mobile: profile.mobile,
    gender: profile.gender as Registration['gender'],
    dateOfBirth: profile.dateOfBirth,
    nationality: profile.nationality,
    companyName: profile.companyName,
    yearsOfExperience: profile.yearsOfExperience,
    spokenLanguages: profile.spokenLanguages as Registration['spokenLanguages'],
    professionalStatus: profile.professionalStatus as Registration['professionalStatus'],
    youtubeUrl: profile.youtubeUrl ?? undefined,
    language: user.language as LanguageCode,
    trainings: profile.trainings,
    diplomas: profile.diplomas.map((diploma) => ({
      title: diploma.title,
      establishment: diploma.establishment,
      graduationDate: diploma.graduationDate,
      document: info(diploma.documentFileId),
    })),
    photo: info(profile.photoFileId),
    video: info(profile.videoFileId),
    // The profile's own list, in its order (files removed from it stay stored, not listed).
    documents: profile.documentFileIds.flatMap((id) => {
      const file = info(id);
      return file ? [file] : [];
    }),
    declaredAt: profile.declaredAt.toISOString(),
    rejectionReason: profile.rejectionReason,
  };
}

export async function listSpecialists(
  db: Db,
  query: PageQuery & { status: string | undefined },
): Promise<Paged<SpecialistSummary>> {
  const where = and(
    eq(users.userType, 'specialist'),
    query.status ? inArray(users.status, [query.status as typeof users.$inferSelect.status]) : undefined,
    searchCondition(query.search),
  );
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select({
      user: users,
      profession: specialistProfiles.profession,
      stage: specialistProfiles.stage,
      twoFactorSince: totpFactors.confirmedAt,
    })
    .from(users)
    .leftJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .leftJoin(totpFactors, eq(totpFactors.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ user, profession, stage, twoFactorSince }) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profession: profession as SpecialistSummary['profession'],
      status: user.status,
      stage: stage as OnboardingStage | null,
      twoFactor: twoFactorSince !== null,
      createdAt: user.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function listMail(db: Db, query: Omit<PageQuery, 'search'>): Promise<Paged<MailItem>> {
  const [total] = await db.select({ value: count() }).from(mailOutbox);
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      language: row.language as LanguageCode,
      template: row.template as MailItem['template'],
      subject: row.subject,
      status: row.status as MailItem['status'],
      text: row.textBody,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Creates a specialist's account from the command line at the point a registered specialist reaches
 * after the working agreement: active, signing in with the onboarding right, the profile at stage
 * `profile` holding the registration's personal and professional fields. The first sign-in then goes
 * through the profile completion (photo, biography and banner, session terms) like anyone's, and the
 * office opens once it is done — so every specialist with the office right has a complete profile.
 * Invariant: the fields pass the registration's own rules; an existing e-mail is refused, never reused.
 */
import * as v from 'valibot';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '#core/languages';
import { ONBOARDING_RIGHT } from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { personalEntries, professionalEntries, titleFitsProfession } from '#core/onboarding/registration';
import { emailRule, passwordRule } from '#core/validation/rules';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { specialistProfiles, userRights, users } from '../db/schema.ts';

export function newSpecialistSchema(now: () => Date = () => new Date()) {
  return v.pipe(
    v.strictObject({
      email: emailRule,
      password: passwordRule,
      ...personalEntries(now),
      ...professionalEntries,
      language: v.optional(v.picklist(LANGUAGE_CODES), DEFAULT_LANGUAGE),
    }),
    v.forward(
      v.partialCheck(
        [['profession'], ['professionTitle']],
        titleFitsProfession,
        M.professionTitleRequired.id,
      ),
      ['professionTitle'],
    ),
  );
}
export type NewSpecialistInput = v.InferInput<ReturnType<typeof newSpecialistSchema>>;

/** The problems of an input, one line each (`field: message`), `translate` turning message ids to text. */
export function specialistProblems(
  input: unknown,
  translate: (id: string) => string | undefined = () => undefined,
  now: () => Date = () => new Date(),
): string[] {
  const parsed = v.safeParse(newSpecialistSchema(now), input);
  if (parsed.success) return [];
  return parsed.issues.map(
    (issue) => `${v.getDotPath(issue) ?? 'input'}: ${translate(issue.message) ?? issue.message}`,
  );
}

export async function createSpecialistAtProfileStage(
  db: Db,
  input: NewSpecialistInput,
  now: Date,
): Promise<{ id: string; email: string }> {
  const parsed = v.safeParse(
    newSpecialistSchema(() => now),
    input,
  );
  if (!parsed.success)
    throw new Error(`invalid account: ${specialistProblems(input, undefined, () => now).join('; ')}`);
  const { email, password, language, ...fields } = parsed.output;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: fields.firstName,
        lastName: fields.lastName,
        userType: 'specialist',
        status: 'active',
        language,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) throw new Error(`an account with the e-mail ${email} already exists`);
    await tx.insert(specialistProfiles).values({
      userId: user.id,
      ...fields,
      stage: 'profile',
      // Created by an administrator, not applied for: no review, and the password is set here.
      declaredAt: now,
      decidedAt: now,
      passwordCreatedAt: now,
    });
    await tx.insert(userRights).values({ userId: user.id, code: ONBOARDING_RIGHT, data: {} });
    return { id: user.id, email };
  });
}

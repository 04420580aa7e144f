/**
 * Creates an active account directly (admin tool, test seeding): validated like sign-up, password
 * hashed with argon2id, rights by type. Invariant: an existing e-mail is refused, never overwritten.
 */
import * as v from 'valibot';
import type { UserType } from '#core/auth';
import { RIGHT_CODES } from '#core/auth';
import { emailRule, nameRule, passwordRule } from '#core/validation/rules';
import { ADMIN_RIGHTS } from '../auth/admin-seed.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { userRights, users } from '../db/schema.ts';

export type NewUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: UserType;
};

const newUserSchema = v.object({
  email: emailRule,
  password: passwordRule,
  firstName: nameRule(),
  lastName: nameRule(),
  userType: v.picklist(['admin', 'specialist']),
});

export async function createActiveUser(
  db: Db,
  input: NewUser,
): Promise<{ id: string; email: string; userType: UserType }> {
  const parsed = v.safeParse(newUserSchema, input);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'input'}: ${issue.message}`);
    throw new Error(`invalid account: ${problems.join('; ')}`);
  }
  const user = parsed.output;
  const passwordHash = await hashPassword(user.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: user.email,
        passwordHash,
        firstName: user.firstName,
        lastName: user.lastName,
        userType: user.userType,
        status: 'active',
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!row) throw new Error(`an account with the e-mail ${user.email} already exists`);
    const rights = user.userType === 'admin' ? ADMIN_RIGHTS : [RIGHT_CODES.office];
    await tx.insert(userRights).values(rights.map((code) => ({ userId: row.id, code, data: {} })));
    return { id: row.id, email: user.email, userType: user.userType };
  });
}

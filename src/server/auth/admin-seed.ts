/**
 * Creates the first admin account (with its rights) when the database has none.
 * Invariant: at most one seeding ever reports `created`, even with several processes starting at once.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { RIGHT_CODES } from '#core/auth';
import type { Db } from '../db/client.ts';
import { userRights, users } from '../db/schema.ts';
import { hashPassword } from './passwords.ts';

// Not admin@localhost: the shared sign-in schema (valibot `email`) requires a dotted domain.
export const DEFAULT_ADMIN_EMAIL = 'admin@mindoffice.local';
export const ADMIN_RIGHTS = [
  RIGHT_CODES.adminRegistrations,
  RIGHT_CODES.adminSpecialists,
  RIGHT_CODES.adminMail,
  RIGHT_CODES.adminCredentials,
];

export type AdminSeedResult =
  | { created: false }
  | { created: true; email: string; generatedPassword: string | undefined };

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 4 groups of 6 (about 140 bits), joined by '-' so it also meets the spec's letter/digit/special rule. */
export function generateAdminPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    if (/\d/.test(password) && /[a-z]/i.test(password)) return password;
  }
}

export async function ensureAdminAccount(
  db: Db,
  options: { email: string | undefined; password: string | undefined },
): Promise<AdminSeedResult> {
  const [existingAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, 'admin'))
    .limit(1);
  if (existingAdmin) return { created: false };

  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  // An address the sign-in form refuses would create an admin nobody can sign in as.
  if (!v.is(v.pipe(v.string(), v.email()), email))
    throw new Error(`ADMIN_EMAIL is not a valid e-mail: ${email}`);
  const generatedPassword = options.password ? undefined : generateAdminPassword();
  const passwordHash = await hashPassword(options.password ?? generatedPassword ?? '');

  return db.transaction(async (tx): Promise<AdminSeedResult> => {
    // The unique e-mail decides between concurrent starts: only the inserting process reports.
    const [inserted] = await tx
      .insert(users)
      .values({ email, passwordHash, firstName: 'Admin', lastName: '', userType: 'admin', status: 'active' })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!inserted) return { created: false };
    await tx.insert(userRights).values(ADMIN_RIGHTS.map((code) => ({ userId: inserted.id, code, data: {} })));
    return { created: true, email, generatedPassword };
  });
}

/**
 * Reading accounts and their rights for authentication. Invariant: e-mails are looked up
 * lower-cased (the column only ever holds lower case), and rights come from user_rights only.
 */
import { eq } from 'drizzle-orm';
import type { AuthUser, Right } from '#core/auth';
import type { Db } from '../db/client.ts';
import { userRights, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function listRights(db: Db, userId: string): Promise<Right[]> {
  const rows = await db
    .select({ code: userRights.code, data: userRights.data })
    .from(userRights)
    .where(eq(userRights.userId, userId))
    .orderBy(userRights.code);
  return rows.map((row) => ({ code: row.code, data: row.data }));
}

export function isActive(user: UserRow): boolean {
  return user.status === 'active';
}

export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    language: user.language,
  };
}

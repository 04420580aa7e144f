/**
 * Who is calling a route that also serves anonymous applicants: an optional Bearer user, and the
 * rights check for it. Invariant: the user is re-read from the database (status and rights now).
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { authenticateAccessToken } from '../auth/middleware.ts';
import type { Db } from '../db/client.ts';
import { userRights } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv, AuthenticatedUser } from '../http/app-env.ts';

export async function optionalUser(
  deps: AppDeps,
  c: Context<AppEnv>,
): Promise<AuthenticatedUser | undefined> {
  const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  return token ? authenticateAccessToken(deps, token) : undefined;
}

export async function holdsRight(db: Pick<Db, 'select'>, userId: string, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: userRights.code })
    .from(userRights)
    .where(and(eq(userRights.userId, userId), eq(userRights.code, code)));
  return row !== undefined;
}

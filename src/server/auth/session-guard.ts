/**
 * What checks an access token's session: the session query, prepared once per database (no query
 * is built per request), and the cache in front of it. Invariant: the query is the only source of
 * a cached session; the user type and rights come from the database, never from the token.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserType } from '#core/auth';
import type { Db, DbKind } from '../db/client.ts';
import { refreshTokens, userRights, users } from '../db/schema.ts';
import { createSessionCache, type SessionCache, type SessionCacheOptions } from './session-cache.ts';

export type LiveSessionRow = {
  id: string;
  userType: UserType;
  rights: string[];
  /** The family's hard expiry: a cached session must not outlive it. */
  expiresAt: Date;
};

export type SessionGuard = {
  dbKind: DbKind;
  cache: SessionCache;
  findLiveSession(userId: string, sessionId: string, now: Date): Promise<LiveSessionRow | undefined>;
};

/**
 * One round trip: the user row joined to a live row of the token's session (any row of the family
 * will do: revocation marks them all, and they share the family's expiry), with the user's rights.
 */
function prepareSessionQuery(db: Db) {
  return (
    db
      .select({
        id: users.id,
        userType: users.userType,
        rights: sql<
          string[]
        >`coalesce((select array_agg(${userRights.code}) from ${userRights} where ${userRights.userId} = ${users.id})::text[], '{}')`,
        expiresAt: refreshTokens.expiresAt,
      })
      .from(users)
      .innerJoin(
        refreshTokens,
        and(eq(refreshTokens.familyId, sql.placeholder('sessionId')), eq(refreshTokens.userId, users.id)),
      )
      .where(
        and(
          eq(users.id, sql.placeholder('userId')),
          eq(users.status, 'active'),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      // node-postgres parses it once per pooled connection; PGlite ignores the name.
      .prepare('mindoffice_session_check')
  );
}

export function createSessionGuard(
  db: Db,
  dbKind: DbKind,
  cacheOptions: SessionCacheOptions = {},
): SessionGuard {
  const query = prepareSessionQuery(db);
  return {
    dbKind,
    // On PostgreSQL other processes may end sessions: no hit until the relay listens for them.
    cache: createSessionCache({ isSuspended: dbKind === 'postgres', ...cacheOptions }),
    async findLiveSession(userId, sessionId, now) {
      const [row] = await query.execute({ userId, sessionId, now });
      return row;
    },
  };
}

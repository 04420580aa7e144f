/**
 * Reads and writes the signed-in session (tokens, user, rights) in IndexedDB, shared with the service worker.
 * Invariant: no in-memory copy; every read goes to IndexedDB, so a token rotated elsewhere is seen at once.
 */
import {
  hasRight,
  type RefreshTokenData,
  type Right,
  type RightCode,
  type SignInData,
  storedUserTypeOrDefault,
  type UserType,
} from '#core/auth';
import { getDb, type MindofficeDb } from './db.ts';
import { CURRENT_SESSION_KEY, type SessionRow } from './db-schema.ts';

export type StoredSession = Omit<SessionRow, 'key'>;

export async function readSession(db: MindofficeDb = getDb()): Promise<StoredSession | undefined> {
  const row = await db.session.get(CURRENT_SESSION_KEY);
  if (!row) return undefined;
  const { key: _key, ...session } = row;
  return session;
}

/** Stores the sign-in answer; `now` marks the start of the token's life for the refresh scheduler. */
export async function saveSignIn(data: SignInData, now: number, db: MindofficeDb = getDb()): Promise<void> {
  await db.session.put({
    key: CURRENT_SESSION_KEY,
    userId: data.userId,
    userType: data.userType,
    token: data.token,
    refreshToken: data.refreshToken,
    refreshTokenExpireAt: data.refreshTokenExpireAt,
    user: data.user,
    rights: data.rights,
    lastRefreshAt: now,
  });
}

/**
 * Stores rotated tokens. An update (not a put) on purpose: a refresh that completes after logout wiped
 * the session must not bring the session back.
 */
export async function saveRefreshedTokens(data: RefreshTokenData, now: number): Promise<boolean> {
  const updated = await getDb().session.update(CURRENT_SESSION_KEY, {
    token: data.token,
    refreshToken: data.refreshToken,
    refreshTokenExpireAt: data.refreshTokenExpireAt,
    lastRefreshAt: now,
  });
  return updated === 1;
}

export async function getAccessToken(): Promise<string | undefined> {
  return (await readSession())?.token;
}

/** The spec's rule: a session without a stored user type counts as admin. */
export async function getStoredUserType(): Promise<UserType> {
  return storedUserTypeOrDefault((await readSession())?.userType);
}

export async function getRights(): Promise<Right[]> {
  return (await readSession())?.rights ?? [];
}

export async function hasStoredRight(code: RightCode): Promise<boolean> {
  return hasRight(await getRights(), code);
}

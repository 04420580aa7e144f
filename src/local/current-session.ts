/**
 * The signed-in session as this device stores it, read without the HTTP client: the office's guard,
 * layout and navigation read it on every start, offline too, before any request could be made.
 * Signing in and out is session.ts.
 */
import { hasRight, type RightCode, storedUserTypeOrDefault, type UserType } from '#core/auth';
import { readSession, type StoredSession } from './token-store.ts';

export type { StoredSession };

export function getSession(): Promise<StoredSession | undefined> {
  return readSession();
}

/** The spec's rule: absent user type counts as admin. */
export function sessionUserType(session: StoredSession): UserType {
  return storedUserTypeOrDefault(session.userType);
}

export function sessionHasRight(session: StoredSession, code: RightCode): boolean {
  return hasRight(session.rights, code);
}

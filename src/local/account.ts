/**
 * Re-reads the signed-in user and their rights from the server, so a right granted or withdrawn by an
 * admin reaches the UI without a new sign-in. Invariant: it only updates an existing session row.
 */
import { API_PATHS } from '#core/api';
import type { AuthUser, Right } from '#core/auth';
import { isApiError } from './api-error.ts';
import { getDb } from './db.ts';
import { CURRENT_SESSION_KEY } from './db-schema.ts';
import { reportApiError } from './error-sink.ts';
import { api } from './http.ts';

export type AccountData = { user: AuthUser; rights: Right[] };

/**
 * Resolves to the fresh account, or undefined when it could not be fetched. Being offline is not an
 * error worth a toast here (the banner already says so); every other failure is reported as usual.
 */
export async function refreshAccount(): Promise<AccountData | undefined> {
  try {
    const account = await api.get<AccountData>(API_PATHS.me, undefined, { skipErrorReport: true });
    await getDb().session.update(CURRENT_SESSION_KEY, { user: account.user, rights: account.rights });
    return account;
  } catch (error) {
    if (isApiError(error) && error.condition !== 'offline' && error.condition !== 'authFailed') {
      reportApiError(error.info);
    }
    return undefined;
  }
}

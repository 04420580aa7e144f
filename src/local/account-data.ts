/**
 * The specialist's own data from the office (src/server/routes/account-data.ts): the whole practice's
 * archive, made on the server, and closing the account — after which this device is wiped like at
 * sign-out (the server already ended every session). Both online only.
 */
import { ACCOUNT_DATA_PATHS } from '#core/account-data';
import { downloadAuthorized } from './files/own-files.ts';
import { api } from './http.ts';
import { endSession } from './session-end.ts';

/** The practice's ZIP; undefined offline or when the server refused (too many exports an hour). */
export function downloadPracticeArchive(): Promise<Blob | undefined> {
  return downloadAuthorized(ACCOUNT_DATA_PATHS.export);
}

/** Rejects with the server's refusal (a wrong password) and then changes nothing. */
export async function closeAccount(password: string): Promise<void> {
  await api.post(ACCOUNT_DATA_PATHS.closure, { password }, { skipErrorReport: true });
  await endSession('sign-out');
}

/**
 * A specialist's own data, out and gone (GDPR Art. 15, 17, 20): the whole practice as one ZIP, and
 * closing the account, which asks for the password again.
 */
export const ACCOUNT_DATA_PATH = '/api/account';

export const ACCOUNT_DATA_PATHS = {
  /** `GET` — the practice's ZIP (src/server/account/practice-export.ts). */
  export: '/api/account/export',
  /** `POST { password }` — closes the account for good (src/server/account/close-account.ts). */
  closure: '/api/account/closure',
} as const;

/** The archive's file name, dated. */
export const practiceArchiveName = (day: string) => `mindoffice-practice-${day}.zip`;

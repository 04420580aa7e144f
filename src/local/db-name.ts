// The browser database's name, alone in its module: asking whether the database exists must not load
// Dexie and the schema (a public page asks it before it knows it needs either).
export const DB_NAME = 'mindoffice';

/**
 * Whether this origin's database has been created. A browser that cannot list its databases answers
 * `true`, so the caller opens it as it always would.
 */
export async function localDatabaseExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((info) => info.name === DB_NAME);
  } catch {
    return true;
  }
}

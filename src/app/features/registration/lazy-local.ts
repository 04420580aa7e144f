// The sign-up page's data layer arrives on demand: the draft store (Dexie) and the HTTP client (ky) are
// loaded when the browser is idle or a call needs them, so the prerendered form paints and hydrates first.
// On a first visit there is no database yet and nothing to restore: the store then loads with the first
// input or picked file, not at idle (creating the database is a long task on a phone).
type DraftStore = typeof import('#local/registration-draft');
type Http = typeof import('#local/http');
type HttpErrors = typeof import('#local/http-errors');

export { localDatabaseExists } from '#local/db-name';

let loadedStore: DraftStore | undefined;
const onStoreLoaded = new Set<(store: DraftStore) => void>();

export async function loadDraftStore(): Promise<DraftStore> {
  const store = await import('#local/registration-draft');
  if (!loadedStore) {
    loadedStore = store;
    for (const listener of onStoreLoaded) listener(store);
    onStoreLoaded.clear();
  }
  return store;
}

/** Calls `listener` once the draft store is in use on this page: now if it is, else at its first load. */
export function whenDraftStoreLoaded(listener: (store: DraftStore) => void): () => void {
  if (loadedStore) {
    listener(loadedStore);
    return () => undefined;
  }
  onStoreLoaded.add(listener);
  return () => onStoreLoaded.delete(listener);
}

export const loadHttp = (): Promise<Http> => import('#local/http');
export const loadHttpErrors = (): Promise<HttpErrors> => import('#local/http-errors');

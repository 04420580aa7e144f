// The sign-up page's data layer arrives on demand: the draft store (Dexie) and the HTTP client (ky) are
// loaded when the browser is idle or a call needs them, so the prerendered form paints and hydrates first.
type DraftStore = typeof import('#local/registration-draft');
type Http = typeof import('#local/http');
type HttpErrors = typeof import('#local/http-errors');

export const loadDraftStore = (): Promise<DraftStore> => import('#local/registration-draft');
export const loadHttp = (): Promise<Http> => import('#local/http');
export const loadHttpErrors = (): Promise<HttpErrors> => import('#local/http-errors');

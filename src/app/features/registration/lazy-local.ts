// The sign-up page's data layer arrives on demand: the draft store (Dexie) and the HTTP client (ky) are
// loaded when the browser is idle or a call needs them, so the prerendered form paints and hydrates first.
type DraftStore = typeof import('#local/registration-draft');
type Http = typeof import('#local/http');
type HttpErrors = typeof import('#local/http-errors');

export const loadDraftStore = (): Promise<DraftStore> => import('#local/registration-draft');
export const loadHttp = (): Promise<Http> => import('#local/http');
export const loadHttpErrors = (): Promise<HttpErrors> => import('#local/http-errors');

/** Runs `task` once the main thread is idle (or after `timeoutMs` at the latest); returns a cancel. */
export function whenIdle(task: () => void, timeoutMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}

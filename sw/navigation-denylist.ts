// Which navigations the worker must leave to the network instead of answering with the app shell.
// Invariant: server endpoints (/api, the /ws upgrade) are never answered with index.html.

// NavigationRoute matches these against pathname + search, so "/ws?token=…" has to match too.
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/api(?:[/?]|$)/, /^\/ws(?:[/?]|$)/];

export function isNavigationDenied(pathAndSearch: string): boolean {
  return NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));
}

// Starts, side by side and before the first render, what opening a signed-in page loads anyway. Left
// to the router they come one after another — the catalog, then the root's full stylesheet, then the
// session guard's data layer and IndexedDB, then the route chunks — each waiting for the one before.
import type { AppRouter } from './router.ts';
import { isPublicPath, loadFullStyles } from './ui/styles/load-full-styles.ts';

/**
 * Warms the loads of the page at `pathname`; the router's own load later finds them done or in flight
 * (modules load once), so nothing runs twice. Public pages paint without any of it and are left alone.
 */
export function warmUpRoute(router: AppRouter, pathname: string): void {
  if (isPublicPath(pathname)) return;
  // A failure here is the router's to show: its own load of the same module fails the same way.
  const ignore = () => undefined;
  loadFullStyles().catch(ignore);
  // Opens IndexedDB (the guard's read) while the chunks download.
  import('#local/current-session').then(({ getSession }) => getSession()).catch(ignore);
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(ignore);
}

/**
 * Loads the code of the page at `pathname` once the browser is idle: a list warms the page its rows
 * open (a conversation from /chats), which the router's "intent" preload would only start on hover
 * or touch — too late to hide parsing a chunk cold on a phone.
 */
export function warmUpRouteWhenIdle(router: AppRouter, pathname: string): () => void {
  const warm = () => {
    const [routes] = router.getMatchedRoutes(pathname);
    for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(warm, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(warm, 200);
  return () => clearTimeout(timer);
}

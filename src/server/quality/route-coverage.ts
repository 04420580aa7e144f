/**
 * Ties a gate's table to the app's real routes: keys are "METHOD path" exactly as Hono registered
 * them, and a route without an entry (or an entry without a route) is reported, never skipped.
 */
import type { RegisteredRoute } from '../http/route-list.ts';

export function routeKey(route: RegisteredRoute): string {
  return `${route.method} ${route.path}`;
}

/** One line per mismatch between the app's routes and a table's keys; empty when they agree. */
export function coverageProblems(
  gate: string,
  routes: readonly RegisteredRoute[],
  table: Readonly<Record<string, unknown>>,
): string[] {
  const registered = new Set(routes.map(routeKey));
  const problems: string[] = [];
  for (const key of registered) {
    if (!(key in table)) {
      problems.push(`${key} is a route of the app with no ${gate} expectation: add an entry for it`);
    }
  }
  for (const key of Object.keys(table)) {
    if (!registered.has(key)) problems.push(`${gate} entry "${key}" matches no route of the app: remove it`);
  }
  return problems;
}

/** The table's entry for each registered route, in the app's order (coverage checked separately). */
export function entriesFor<T>(
  routes: readonly RegisteredRoute[],
  table: Readonly<Record<string, T>>,
): { key: string; route: RegisteredRoute; entry: T }[] {
  return routes.flatMap((route) => {
    const entry = table[routeKey(route)];
    return entry === undefined ? [] : [{ key: routeKey(route), route, entry }];
  });
}

/** The route's path with its `:params` replaced (values are URI-encoded unless `raw`). */
export function fillPath(path: string, params: Readonly<Record<string, string>>, raw = false): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return raw ? value : encodeURIComponent(value);
  });
}

/**
 * The endpoints a composed Hono app answers, read from its router table: one `{ method, path }` per
 * handler, without the `use()` middleware layers. The quality gates enumerate this, never a hand list.
 */
import type { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';
import type { AppEnv } from './app-env.ts';

export type RegisteredRoute = { readonly method: string; readonly path: string };

export function registeredRoutes(app: Hono<AppEnv>): readonly RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const route of inspectRoutes(app)) {
    // `use()` registers method ALL with a (c, next) handler; an `all()` endpoint has no `next`.
    if (route.method === 'ALL' && route.isMiddleware) continue;
    // `get(path, guard, handler)` lists the guard and the handler under the same method and path.
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key)) seen.set(key, Object.freeze({ method: route.method, path: route.path }));
  }
  return Object.freeze([...seen.values()]);
}

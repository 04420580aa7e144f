/**
 * `GET /api/health`: liveness plus a trivial query, so a load balancer sees a dead database too.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';

export type HealthData = { status: 'ok'; db: AppDeps['dbKind'] };

export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/health', async (c) => {
    await deps.db.execute(sql`select 1`);
    return ok<HealthData>(c, { status: 'ok', db: deps.dbKind });
  });
}

/**
 * What a load balancer asks a node. `GET /api/health` (liveness): the process answers and its
 * database does. `GET /api/ready` (readiness): the database and the file store can be used now — a
 * node whose bucket is unreachable or whose upload directory is read-only answers 503 and gets no
 * traffic, rather than failing every upload it is sent.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { errorFields } from '../log.ts';

export type HealthData = { status: 'ok'; db: AppDeps['dbKind'] };
export type ReadyData = { status: 'ready'; db: AppDeps['dbKind']; files: 'disk' | 's3' };

export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  const files = deps.onboarding.files;
  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      await deps.db.execute(sql`select 1`);
      return ok<HealthData>(c, { status: 'ok', db: deps.dbKind });
    })
    .get('/ready', async (c) => {
      try {
        await deps.db.execute(sql`select 1`);
        await files.check();
      } catch (error) {
        deps.log.warn('not ready', errorFields(error));
        return fail(c, 503, ERROR_MESSAGES.server);
      }
      return ok<ReadyData>(c, { status: 'ready', db: deps.dbKind, files: files.kind });
    });
}

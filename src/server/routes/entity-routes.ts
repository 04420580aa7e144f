/**
 * The REST routes of a synced entity (mounted at its path for every entity in
 * src/server/synced-entities.ts): create, update (changed fields + base version, merged by field), delete
 * (tombstone) and read one. The writes are the entity's sync commands, the same ones
 * `POST /api/sync/batch` runs: idempotent per Idempotency-Key and scoped to their owner — another
 * specialist's row answers 404, exactly like one that does not exist.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { RIGHT_CODES } from '#core/auth';
import { syncedIdSchema } from '#core/sync/entity';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import type { ServerEntity } from '../sync/entity-definition.ts';
import { entityFileUpload } from '../sync/entity-file-upload.ts';
import { readRecord, toWire, type WireRow } from '../sync/entity-store.ts';
import { answerCommand, type RouteDeps } from '../sync/idempotent-route.ts';

export function entityRoutes(deps: AppDeps & RouteDeps, entity: ServerEntity): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { commands } = entity;
  routes.use('*', requireAuth(deps), requireRight(RIGHT_CODES.office));

  const { writes } = entity.synced;
  // A write the entity does not take has no route (404 like any unknown path).
  if (writes.includes('create')) routes.post('/', (c) => answerCommand(c, deps, commands.create));
  if (writes.includes('update'))
    routes.put('/:id', (c) => answerCommand(c, deps, commands.update, { id: c.req.param('id') }));
  if (writes.includes('delete'))
    routes.delete('/:id', (c) => answerCommand(c, deps, commands.delete, { id: c.req.param('id') }));

  if (Object.keys(entity.synced.fileFields).length > 0)
    routes.post(
      '/:id/files',
      deps.onboarding.rateLimiter.perClient('upload'),
      entityFileUpload(deps, entity),
    );

  routes.get('/:id', async (c) => {
    const id = c.req.param('id');
    const record = v.is(syncedIdSchema, id) ? await readRecord(entity, deps.db, id) : undefined;
    if (!record || record.ownerId !== c.var.user.id) return fail(c, 404, entity.notFound);
    return ok<WireRow>(c, toWire(entity, record));
  });

  return routes;
}

/**
 * `GET /api/sync/changes?cursors=&limit=` (or the older `?since=`, every entity from one version): the
 * owner's rows of the named entities changed after each one's cursor, in version order, tombstones
 * included. Complete by construction: versions of one owner commit in order (owner lock).
 * `POST /api/sync/batch`: queued calls applied in order, each as if alone (src/server/sync/batch.ts).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { RIGHT_CODES } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { type BatchAnswer, batchRequestSchema } from '#core/sync/batch';
import { parsePullCursors } from '#core/sync/pull-cursors';
import { CHANGES_PAGE_MAX_ROWS, type ChangesPage } from '#core/sync/types';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { deviceIdOf } from '../http/device-id.ts';
import { fail, ok, okJsonText } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { applyBatch, batchCommands, resolveBatch } from '../sync/batch.ts';
import { changesFeed } from '../sync/changes-feed.ts';
import type { ServerEntity } from '../sync/entity-definition.ts';
import type { RouteDeps } from '../sync/idempotent-route.ts';

const querySchema = v.object({
  // Versions come from a bigint sequence but stay far below 2^53: a larger cursor is a bad request,
  // never a value the database's bigint cast refuses with a 500.
  since: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
    '0',
  ),
  limit: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(CHANGES_PAGE_MAX_ROWS)),
    String(CHANGES_PAGE_MAX_ROWS),
  ),
});

export function syncRoutes(deps: AppDeps & RouteDeps, entities: readonly ServerEntity[]): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const feed = changesFeed(entities);
  const commands = batchCommands(entities);
  routes.use('*', requireAuth(deps), requireRight(RIGHT_CODES.office));

  routes.get('/changes', async (c) => {
    const query = v.safeParse(querySchema, { since: c.req.query('since'), limit: c.req.query('limit') });
    if (!query.success) return fail(c, 400, ERROR_MESSAGES.badRequest);
    const { since, limit } = query.output;
    const named = c.req.query('cursors');
    const cursors = named === undefined ? feed.cursorsForEveryEntity(since) : parsePullCursors(named);
    if (!cursors) return fail(c, 400, ERROR_MESSAGES.badRequest);
    return okJsonText<ChangesPage>(c, await feed.pageJson(deps.db, c.var.user.id, cursors, limit));
  });

  routes.post('/batch', async (c) => {
    const input = validateBody(c, batchRequestSchema);
    if (!input.ok) return input.response;
    // A call no route of the batch knows, or a repeated key: the whole batch is refused, unapplied.
    const calls = resolveBatch(commands, input.value.calls);
    if (!calls) return fail(c, 400, ERROR_MESSAGES.badRequest);
    const deviceId = deviceIdOf(c);
    const results = await applyBatch(deps, { ownerId: c.var.user.id, i18n: c.var.i18n, deviceId }, calls);
    // The batch stops at its first refusal: only the last answer can be one.
    const last = results.at(-1);
    const lastCall = calls[results.length - 1];
    if (last && lastCall) {
      const refused = {
        ownerId: c.var.user.id,
        deviceId,
        idempotencyKey: lastCall.call.idempotencyKey,
        path: lastCall.call.path,
      };
      await deps.onAnswer(refused, last);
    }
    return ok<BatchAnswer>(c, { results });
  });

  return routes;
}

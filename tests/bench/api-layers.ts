// The API bench's in-between targets, to tell where a request's time goes: our common middleware
// (app.ts) around the bare handlers, with or without requireAuth + requireRight in front of them.
import { Hono } from 'hono';
import { RIGHT_CODES } from '../../src/core/auth.ts';
import { applyCommonMiddleware } from '../../src/server/app.ts';
import { requireAuth, requireRight } from '../../src/server/auth/middleware.ts';
import type { SessionGuard } from '../../src/server/auth/session-guard.ts';
import type { Db } from '../../src/server/db/client.ts';
import type { AppEnv } from '../../src/server/http/app-env.ts';
import { ok, okJsonText } from '../../src/server/http/envelope.ts';
import type { I18nRegistry } from '../../src/server/i18n.ts';
import type { Logger } from '../../src/server/log.ts';
import { patientEntity } from '../../src/server/patients/patient-entity.ts';
import { changesFeed } from '../../src/server/sync/changes-feed.ts';
import { readRecord, toWire } from '../../src/server/sync/entity-store.ts';
import { SERVER_ENTITIES } from '../../src/server/synced-entities.ts';

export type LayerDeps = {
  db: Db;
  jwtSecret: string;
  sessions: SessionGuard;
  i18n: I18nRegistry;
  log: Logger;
  ownerId: string;
};

/** The pull over the server's entities, as the app's sync routes build it. */
const FEED = changesFeed(SERVER_ENTITIES);

export function layeredApp(deps: LayerDeps, withAuth: boolean): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  applyCommonMiddleware(app, { ...deps, trustedProxies: 0 });
  if (withAuth) app.use('/api/*', requireAuth(deps), requireRight(RIGHT_CODES.office));
  else
    app.use('/api/*', (c, next) => {
      c.set('user', {
        id: deps.ownerId,
        userType: 'specialist',
        sessionId: '',
        rights: [RIGHT_CODES.office],
      });
      return next();
    });
  app.get('/api/patients/:id', async (c) => {
    const row = await readRecord(patientEntity, deps.db, c.req.param('id'));
    if (!row || row.ownerId !== c.var.user.id) return c.json({ success: false }, 404);
    return ok(c, toWire(patientEntity, row));
  });
  app.get('/api/sync/changes', async (c) => {
    const since = Number(c.req.query('since') ?? 0);
    const limit = Number(c.req.query('limit') ?? 1000);
    return okJsonText(
      c,
      await FEED.pageJson(deps.db, c.var.user.id, FEED.cursorsForEveryEntity(since), limit),
    );
  });
  return app;
}

/**
 * `/api/account/export` and `/api/account/closure`: a specialist takes their whole practice out, or
 * closes their account (../account/). Both for the office only: an administrator's account is not a
 * practice. The export is a line of the access log (everything of every patient left the server), and
 * rate-limited: it reads every row and file of the account.
 */
import { Hono } from 'hono';
import { practiceArchiveName } from '#core/account-data';
import { RIGHT_CODES } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { confirmPasswordSchema } from '#core/two-factor';
import { recordOutsideWrite } from '../access-log/record-access.ts';
import { closeAccount } from '../account/close-account.ts';
import { practiceArchive } from '../account/practice-export.ts';
import { refuseWrongPassword } from '../auth/confirm-password.ts';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { deviceIdOf } from '../http/device-id.ts';
import { done, fail } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { SERVER_ENTITIES } from '../synced-entities.ts';

export function accountDataRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { rateLimiter } = deps.onboarding;
  // Per route, not '*': these routes are mounted beside /api/account/security.
  for (const path of ['/export', '/closure'])
    routes.use(path, requireAuth(deps), requireRight(RIGHT_CODES.office));

  routes.get('/export', async (c) => {
    const userId = c.var.user.id;
    const allowed = await rateLimiter.hit('practiceExport', userId);
    if (!allowed.allowed) return rateLimiter.refuse(c, allowed);
    const now = deps.onboarding.now();
    const archive = await practiceArchive(
      { db: deps.db, store: deps.onboarding.files, entities: SERVER_ENTITIES },
      userId,
      now,
    );
    if (!archive) return fail(c, 404, ERROR_MESSAGES.notFound);
    const line = { action: 'export', subject: 'practice', subjectId: userId, patientId: null } as const;
    await recordOutsideWrite(deps, userId, async () => ({ ...line, device: deviceIdOf(c), at: now }));
    const name = practiceArchiveName(now.toISOString().slice(0, 10));
    return c.body(archive, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  routes.post('/closure', async (c) => {
    const input = validateBody(c, confirmPasswordSchema);
    if (!input.ok) return input.response;
    const refusal = await refuseWrongPassword(deps, c, input.value.password);
    if (refusal) return refusal;
    if (!(await closeAccount(deps, c.var.user.id))) return fail(c, 404, ERROR_MESSAGES.notFound);
    return done(c);
  });

  return routes;
}

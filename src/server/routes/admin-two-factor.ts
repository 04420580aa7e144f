/**
 * The administrator's side of two-factor sign-in: the rule requiring it of every specialist, and the
 * reset of a specialist's factors when they lost them (logged, and e-mailed to the specialist).
 */
import { Hono } from 'hono';
import { RIGHT_CODES } from '#core/auth';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { TWO_FACTOR_MESSAGES as M, type TwoFactorPolicy, twoFactorPolicySchema } from '#core/two-factor';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import { findUserById } from '../auth/users.ts';
import type { AppDeps } from '../deps.ts';
import { afterAnswer } from '../http/after-answer.ts';
import type { AppEnv } from '../http/app-env.ts';
import { done, fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { translate } from '../i18n.ts';
import { errorFields } from '../log.ts';
import { removeSecondFactors } from '../two-factor/factors.ts';
import { mailTwoFactorChange } from '../two-factor/two-factor-mail.ts';
import { readTwoFactorPolicy, writeTwoFactorPolicy } from '../two-factor/two-factor-policy.ts';
import { isUuid } from './admin-query.ts';

export function adminTwoFactorRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Per route, not `use('*')`: these share /api/admin with the other admin routes.
  const auth = requireAuth(deps);
  const specialists = requireRight(RIGHT_CODES.adminSpecialists);

  routes.get('/two-factor-policy', auth, specialists, async (c) =>
    ok<TwoFactorPolicy>(c, await readTwoFactorPolicy(deps.db)),
  );

  routes.put('/two-factor-policy', auth, specialists, async (c) => {
    const input = validateBody(c, twoFactorPolicySchema);
    if (!input.ok) return input.response;
    await writeTwoFactorPolicy(deps.db, input.value);
    deps.log.info('two-factor policy changed', { adminId: c.var.user.id, ...input.value });
    return c.json({ success: true, message: translate(c.var.i18n, M.policySaved), data: input.value });
  });

  routes.post('/specialists/:id/two-factor/reset', auth, specialists, async (c) => {
    const id = c.req.param('id');
    const user = isUuid(id) ? await findUserById(deps.db, id) : undefined;
    if (user?.userType !== 'specialist') return fail(c, 404, ERROR_MESSAGES.notFound);
    if (!(await removeSecondFactors(deps.db, user.id))) return fail(c, 409, M.notEnabled);
    const requestId = c.var.requestId;
    deps.log.info('two-factor reset by an administrator', {
      adminId: c.var.user.id,
      userId: user.id,
      requestId,
    });
    afterAnswer(
      c,
      () => mailTwoFactorChange(deps, user.id, 'two-factor-reset'),
      (error) => deps.log.error('two-factor mail failed', { ...errorFields(error), requestId }),
    );
    return done(c, M.resetDone);
  });

  return routes;
}

/**
 * The platform's commission rate: `GET /api/commission-rate` for the office (what a booking will copy),
 * `GET`/`POST /api/admin/commission-rates` for the admin (the history, and a new rate from now on).
 * Setting a rate never touches booked sessions: each copied the rate of its booking.
 * The admin side is gated by the specialists right: the rate is what specialists earn by.
 */
import { Hono } from 'hono';
import { RIGHT_CODES } from '#core/auth';
import {
  type CommissionRateData,
  type CommissionRateHistory,
  commissionRateInputSchema,
} from '#core/sessions/commission-api';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import {
  commissionRateHistory,
  currentCommissionRate,
  setCommissionRate,
} from '../sessions/commission-rates.ts';

export function commissionRateRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth(deps), requireRight(RIGHT_CODES.office));
  routes.get('/', async (c) => ok<CommissionRateData>(c, { rateBps: await currentCommissionRate(deps.db) }));
  return routes;
}

export function adminCommissionRateRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth(deps), requireRight(RIGHT_CODES.adminSpecialists));
  routes.get('/', async (c) => ok<CommissionRateHistory>(c, await historyOf(deps.db)));
  routes.post('/', async (c) => {
    const input = validateBody(c, commissionRateInputSchema);
    if (!input.ok) return input.response;
    await setCommissionRate(deps.db, input.value.rateBps, c.var.user.id);
    return ok<CommissionRateHistory>(c, await historyOf(deps.db));
  });
  return routes;
}

async function historyOf(db: Db): Promise<CommissionRateHistory> {
  return { rateBps: await currentCommissionRate(db), changes: await commissionRateHistory(db) };
}

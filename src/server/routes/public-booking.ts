/**
 * `/api/public/booking/{specialist}`: the public booking page's data and its requests, without
 * sign-in (#core/booking). A page the specialist did not open answers 404, exactly like an unknown id;
 * requests are rate-limited per client, and a time taken meanwhile is refused on the slot field.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { BOOKING_MESSAGES } from '#core/booking/booking-messages';
import { bookingRequestInputSchema } from '#core/booking/booking-request-schema';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { syncedIdSchema } from '#core/sync/entity';
import { findOpenPage, readBookingPage, storeBookingRequest } from '../booking/booking-page.ts';
import type { AppDeps } from '../deps.ts';
import { serveImage } from '../files/serve-image.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { translate } from '../i18n.ts';

export function publicBookingRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, onboarding } = deps;
  const specialistOf = (id: string | undefined) => (v.is(syncedIdSchema, id) ? id : undefined);

  routes.get('/:id', async (c) => {
    const id = specialistOf(c.req.param('id'));
    const page = id ? await findOpenPage(db, id) : undefined;
    if (!id || !page) return fail(c, 404, ERROR_MESSAGES.notFound);
    return ok(c, await readBookingPage(db, id, page, onboarding.now()));
  });

  routes.get('/:id/photo', async (c) => {
    const id = specialistOf(c.req.param('id'));
    const page = id ? await findOpenPage(db, id) : undefined;
    return serveImage(c, deps, page?.photoFileId);
  });

  routes.post('/:id/requests', onboarding.rateLimiter.perClient('bookingRequest'), async (c) => {
    const id = specialistOf(c.req.param('id'));
    if (!id || !(await findOpenPage(db, id))) return fail(c, 404, ERROR_MESSAGES.notFound);
    const input = validateBody(c, bookingRequestInputSchema);
    if (!input.ok) return input.response;
    const stored = await storeBookingRequest(deps, id, input.value, onboarding.now());
    if (!stored)
      return fail(c, 409, BOOKING_MESSAGES.slotTaken, {
        startsAt: translate(c.var.i18n, BOOKING_MESSAGES.slotTaken),
      });
    return ok(c, { received: true }, 201);
  });

  return routes;
}

/**
 * `/api/push`: the server's VAPID public key, and the device's push subscription — stored (with the
 * device it belongs to, from X-Device-Id) when the specialist switches push on, deleted when they
 * switch it off. Only endpoints on the push services' hosts are taken (push-endpoints.ts). An endpoint
 * is one browser: one held by another account is refused, never moved (its pushes would go to whoever
 * registered it last); the app then makes its browser a new subscription.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { RIGHT_CODES } from '#core/auth';
import { NOTIFICATION_MESSAGES } from '#core/notifications/notification-messages';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '#core/notifications/push-api';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import { pushSubscriptions } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { deviceIdOf } from '../http/device-id.ts';
import { fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { translate } from '../i18n.ts';
import { isPushServiceEndpoint } from '../notifications/push-endpoints.ts';

export function pushRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth(deps), requireRight(RIGHT_CODES.office));

  routes.get('/key', (c) => ok(c, { publicKey: deps.vapidPublicKey }));

  routes.post('/subscriptions', async (c) => {
    const input = validateBody(c, pushSubscriptionSchema);
    if (!input.ok) return input.response;
    const { endpoint, keys } = input.value;
    if (!isPushServiceEndpoint(endpoint, deps.pushServices)) {
      const refusal = NOTIFICATION_MESSAGES.pushServiceRefused;
      return fail(c, 400, refusal, { endpoint: translate(c.var.i18n, refusal) });
    }
    const row = { ownerId: c.var.user.id, p256dh: keys.p256dh, auth: keys.auth, device: deviceIdOf(c) };
    const stored = await deps.db
      .insert(pushSubscriptions)
      .values({ endpoint, ...row })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: row,
        setWhere: eq(pushSubscriptions.ownerId, c.var.user.id),
      })
      .returning({ id: pushSubscriptions.id });
    if (stored.length === 0) return fail(c, 409, NOTIFICATION_MESSAGES.pushEndpointTaken);
    return ok(c, { subscribed: true }, 201);
  });

  routes.delete('/subscriptions', async (c) => {
    const input = validateBody(c, pushUnsubscribeSchema);
    if (!input.ok) return input.response;
    const removed = await deps.db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, input.value.endpoint),
          eq(pushSubscriptions.ownerId, c.var.user.id),
        ),
      )
      .returning({ id: pushSubscriptions.id });
    return ok(c, { removed: removed.length });
  });

  return routes;
}

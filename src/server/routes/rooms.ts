/**
 * `/api/rooms`: what the specialist's browser needs to hold a live session — the ICE servers, with
 * TURN credentials of their own that expire (rooms/ice-servers.ts). Never cached: the credentials are
 * per caller and short-lived.
 */
import { Hono } from 'hono';
import { RIGHT_CODES } from '#core/auth';
import type { IceConfiguration } from '#core/rooms/ice-api';
import { requireAuth, requireRight } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { iceConfigurationFor } from '../rooms/ice-servers.ts';

export function roomRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth(deps), requireRight(RIGHT_CODES.office));

  routes.get('/ice-servers', (c) => {
    c.header('Cache-Control', 'no-store');
    return ok<IceConfiguration>(
      c,
      iceConfigurationFor(deps.ice, `s-${c.var.user.id}`, deps.onboarding.now()),
    );
  });

  return routes;
}

/**
 * The `/ws` endpoint. A signed-in user's socket authenticates with the access token from `?token=`
 * (browsers cannot set headers on a WebSocket); a patient's (`?as=patient`) with its chat link's token
 * in its first message. Both are greeted with hello and answer ping with pong.
 */

import type { NodeWebSocket } from '@hono/node-ws';
import type { Hono } from 'hono';
import { WS_PATH } from '#core/api';
import { authenticateAccessToken } from '../auth/middleware.ts';
import type { AppEnv } from '../http/app-env.ts';
import { CLOSE_UNAUTHORIZED } from './hub.ts';
import { patientSocket } from './patient-socket.ts';
import type { RealtimeDeps } from './realtime-deps.ts';
import { specialistSocket } from './specialist-socket.ts';

export type { RealtimeDeps } from './realtime-deps.ts';

export function mountRealtime(
  app: Hono<AppEnv>,
  upgradeWebSocket: NodeWebSocket['upgradeWebSocket'],
  deps: RealtimeDeps,
): void {
  app.get(
    WS_PATH,
    upgradeWebSocket(async (c) => {
      if (c.req.query('as') === 'patient') {
        return patientSocket(deps, deps.onboarding.rateLimiter.clientAddress(c));
      }
      const token = c.req.query('token');
      const user = token ? await authenticateAccessToken(deps, token) : undefined;
      if (!user) return { onOpen: (_event, ws) => ws.close(CLOSE_UNAUTHORIZED, 'unauthorized') };
      return specialistSocket(deps, user.id, user.sessionId);
    }),
  );
}

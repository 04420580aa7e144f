/**
 * The `/ws` endpoint: authenticates with the access token from `?token=` (browsers cannot set headers
 * on a WebSocket), registers the socket in the hub, greets with hello and answers ping with pong.
 */

import type { NodeWebSocket } from '@hono/node-ws';
import type { Hono } from 'hono';
import type { WSContext, WSEvents } from 'hono/ws';
import * as v from 'valibot';
import { WS_PATH } from '#core/api';
import { type AuthDeps, authenticateAccessToken } from '../auth/middleware.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Logger } from '../log.ts';
import { CLOSE_UNAUTHORIZED, type Hub } from './hub.ts';

const incomingSchema = v.variant('type', [v.object({ type: v.literal('ping') })]);

export type RealtimeDeps = AuthDeps & { hub: Hub; log: Logger };

function parseIncoming(data: unknown) {
  if (typeof data !== 'string') return undefined;
  try {
    const result = v.safeParse(incomingSchema, JSON.parse(data));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

function authenticatedEvents(deps: RealtimeDeps, userId: string, sessionId: string): WSEvents {
  let socket: WSContext | undefined;
  return {
    onOpen(_event, ws) {
      socket = ws;
      deps.hub.add(userId, ws, sessionId);
      ws.send(JSON.stringify({ type: 'hello', userId }));
    },
    onMessage(event, ws) {
      const message = parseIncoming(event.data);
      if (message?.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
    },
    onClose() {
      if (socket) deps.hub.remove(userId, socket);
    },
    onError() {
      deps.log.warn('websocket error', { userId });
    },
  };
}

export function mountRealtime(
  app: Hono<AppEnv>,
  upgradeWebSocket: NodeWebSocket['upgradeWebSocket'],
  deps: RealtimeDeps,
): void {
  app.get(
    WS_PATH,
    upgradeWebSocket(async (c) => {
      const token = c.req.query('token');
      const user = token ? await authenticateAccessToken(deps, token) : undefined;
      if (!user) return { onOpen: (_event, ws) => ws.close(CLOSE_UNAUTHORIZED, 'unauthorized') };
      return authenticatedEvents(deps, user.id, user.sessionId);
    }),
  );
}

/**
 * A specialist's socket (any signed-in user's, authenticated by the access token): registered at the
 * user's address for pokes, present while open, carrying the typing reports for the patients it
 * names — only the user's own live patients, checked once per socket and patient — and the signals
 * of the live session it joins (room-side.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { WSContext, WSEvents } from 'hono/ws';
import { TYPING_REPORT_INTERVAL_MS, throttle } from '#core/chats/chat-realtime';
import { patients } from '../db/schema.ts';
import { conversationAddress } from './chat-addresses.ts';
import type { RealtimeDeps } from './realtime-deps.ts';
import { createRoomSide } from './room-side.ts';
import { isRoomMessage, parseIncoming } from './ws-messages.ts';

export function specialistSocket(deps: RealtimeDeps, userId: string, sessionId: string): WSEvents {
  let socket: WSContext | undefined;
  const ownPatients = new Map<string, Promise<boolean>>();
  const mayReport = throttle(TYPING_REPORT_INTERVAL_MS / 2);
  const room = createRoomSide(deps, { role: 'specialist', userId, authSessionId: sessionId });

  const isOwnPatient = (patientId: string) => {
    let known = ownPatients.get(patientId);
    if (!known) {
      known = deps.db
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.id, patientId), eq(patients.ownerId, userId), isNull(patients.deletedAt)))
        .then((rows) => rows.length > 0);
      ownPatients.set(patientId, known);
    }
    return known;
  };

  return {
    onOpen(_event, ws) {
      socket = ws;
      deps.hub.add(userId, ws, sessionId);
      deps.realtime.presence.specialistJoined(userId);
      ws.send(JSON.stringify({ type: 'hello', userId }));
    },
    async onMessage(event, ws) {
      const message = parseIncoming(event.data);
      if (message && isRoomMessage(message)) await room.handle(ws, message);
      else if (message?.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
      else if (message?.type === 'presence.ask') {
        deps.realtime.broadcast.publish({ kind: 'ask', ownerId: userId });
      } else if (message?.type === 'typing' && message.patientId && mayReport()) {
        if (!(await isOwnPatient(message.patientId))) return;
        deps.realtime.broadcast.publish({
          kind: 'deliver',
          to: conversationAddress(message.patientId),
          message: { type: 'typing' },
        });
      }
    },
    onClose() {
      if (!socket) return;
      room.close(socket);
      deps.hub.remove(userId, socket);
      deps.realtime.presence.specialistLeft(userId);
    },
    onError() {
      deps.log.warn('websocket error', { userId });
    },
  };
}

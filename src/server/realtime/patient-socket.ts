/**
 * A patient's socket (`/ws?as=patient`): its first message carries the chat link's token — never the
 * address, so no log holds it — and it then lives at its conversation's address. It may report typing
 * and ask who is there, for its own conversation only, and join its patient's open live session
 * (room-side.ts). Invariants: nothing reaches it before the link
 * is found live; it closes with 4401 once the link is revoked (the session relay, at once) or found
 * expired or its patient deleted (checked every LINK_RECHECK_MS).
 */
import type { WSContext, WSEvents } from 'hono/ws';
import { LINK_AUTH_TIMEOUT_MS, TYPING_REPORT_INTERVAL_MS, throttle } from '#core/chats/chat-realtime';
import { findLiveChatLink, type LiveChatLink } from '../chats/chat-links.ts';
import { conversationAddress, patientsOfAddress } from './chat-addresses.ts';
import { CLOSE_UNAUTHORIZED } from './hub.ts';
import type { RealtimeDeps } from './realtime-deps.ts';
import { createRoomSide, type RoomSide } from './room-side.ts';
import { isRoomMessage, parseIncoming } from './ws-messages.ts';

const LINK_RECHECK_MS = 60_000;
/** Application close code for a client over its rate limit. */
export const CLOSE_TOO_MANY = 4429;

export function patientSocket(deps: RealtimeDeps, clientAddress: string): WSEvents {
  let socket: WSContext | undefined;
  let link: LiveChatLink | undefined;
  let room: RoomSide | undefined;
  let isAuthenticating = false;
  let isClosed = false;
  let authTimer: NodeJS.Timeout | undefined;
  let recheckTimer: NodeJS.Timeout | undefined;
  const mayReport = throttle(TYPING_REPORT_INTERVAL_MS / 2);
  const addresses = (found: LiveChatLink) => [
    conversationAddress(found.patientId),
    patientsOfAddress(found.ownerId),
  ];

  async function authenticate(ws: WSContext, token: string) {
    isAuthenticating = true;
    const allowed = await deps.onboarding.rateLimiter.hit('chatLink', clientAddress);
    if (!allowed.allowed) return ws.close(CLOSE_TOO_MANY, 'too many requests');
    const found = await findLiveChatLink(deps.db, token, deps.onboarding.now());
    if (isClosed) return;
    if (!found) return ws.close(CLOSE_UNAUTHORIZED, 'unauthorized');
    clearTimeout(authTimer);
    link = found;
    room = createRoomSide(deps, { role: 'patient', link: found });
    deps.hub.add(addresses(found), ws, found.linkId);
    deps.realtime.presence.patientJoined(found.ownerId, found.patientId);
    ws.send(JSON.stringify({ type: 'hello' }));
    recheckTimer = setInterval(async () => {
      const still = await findLiveChatLink(deps.db, token, deps.onboarding.now()).catch(() => found);
      if (!still) ws.close(CLOSE_UNAUTHORIZED, 'session ended');
    }, LINK_RECHECK_MS);
    recheckTimer.unref();
  }

  return {
    onOpen(_event, ws) {
      socket = ws;
      authTimer = setTimeout(() => ws.close(CLOSE_UNAUTHORIZED, 'unauthorized'), LINK_AUTH_TIMEOUT_MS);
      authTimer.unref();
    },
    async onMessage(event, ws) {
      const message = parseIncoming(event.data);
      if (!link) {
        if (message?.type === 'link' && !isAuthenticating) await authenticate(ws, message.token);
        return;
      }
      if (message && isRoomMessage(message)) await room?.handle(ws, message);
      else if (message?.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
      else if (message?.type === 'presence.ask') {
        deps.realtime.broadcast.publish({ kind: 'ask', ownerId: link.ownerId, patientId: link.patientId });
      } else if (message?.type === 'typing' && mayReport()) {
        deps.realtime.broadcast.publish({
          kind: 'deliver',
          to: link.ownerId,
          message: { type: 'typing', patientId: link.patientId },
        });
      }
    },
    onClose() {
      isClosed = true;
      clearTimeout(authTimer);
      clearInterval(recheckTimer);
      if (!socket || !link) return;
      room?.close(socket);
      deps.hub.remove(addresses(link), socket);
      deps.realtime.presence.patientLeft(link.ownerId, link.patientId);
    },
    onError() {
      deps.log.warn('websocket error', { patientSocket: true });
    },
  };
}

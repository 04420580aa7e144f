import type { WSContext } from 'hono/ws';
import type { RoomClientMessage, RoomRole, ServerRoomMessage } from '#core/rooms/room-signals';
import type { LiveChatLink } from '../chats/chat-links.ts';
import { openRoomOfPatient, openRoomOfSpecialist } from '../rooms/room-sessions.ts';
import type { RealtimeDeps } from './realtime-deps.ts';

/** Hub address of a session's room. */
export const roomAddress = (sessionId: string) => `room:${sessionId}`;

/** A negotiation takes a few dozen signals; far more from one socket is a misbehaving client. */
const SIGNALS_PER_MINUTE = 300;

export type RoomCaller =
  | { role: 'specialist'; userId: string; authSessionId: string }
  | { role: 'patient'; link: LiveChatLink };

export type RoomSide = {
  handle(ws: WSContext, message: RoomClientMessage): Promise<void>;
  close(ws: WSContext): void;
};

export function createRoomSide(deps: RealtimeDeps, caller: RoomCaller): RoomSide {
  const role: RoomRole = caller.role;
  const authSessionId = caller.role === 'specialist' ? caller.authSessionId : caller.link.linkId;
  let joined: { sessionId: string; peer: string } | undefined;
  let windowStartMs = 0;
  let signalsInWindow = 0;

  const toRoom = (message: ServerRoomMessage) => {
    if (!joined) return;
    deps.realtime.broadcast.publish({ kind: 'deliver', to: roomAddress(joined.sessionId), message });
  };
  const send = (ws: WSContext, message: ServerRoomMessage) => ws.send(JSON.stringify(message));

  /** The session whose room this caller may enter now, if any. */
  async function roomOf(requested: string | undefined): Promise<string | undefined> {
    const now = deps.onboarding.now();
    if (caller.role === 'patient') return (await openRoomOfPatient(deps.db, caller.link, now))?.sessionId;
    if (requested === undefined) return undefined;
    return (await openRoomOfSpecialist(deps.db, caller.userId, requested, now))?.sessionId;
  }

  function leave(ws: WSContext) {
    if (!joined) return;
    toRoom({ type: 'room.peer', sessionId: joined.sessionId, role, peer: joined.peer, present: false });
    deps.hub.remove(roomAddress(joined.sessionId), ws);
    joined = undefined;
  }

  function mayRelay(): boolean {
    const nowMs = Date.now();
    if (nowMs - windowStartMs >= 60_000) {
      windowStartMs = nowMs;
      signalsInWindow = 0;
    }
    signalsInWindow += 1;
    return signalsInWindow <= SIGNALS_PER_MINUTE;
  }

  return {
    async handle(ws, message) {
      if (message.type === 'room.join') {
        const sessionId = await roomOf(message.sessionId);
        // The same peer joining again (after its socket came back, or to announce itself to a newcomer)
        // never left: the other side must not see it go.
        const isSamePeer =
          joined !== undefined && joined.sessionId === sessionId && joined.peer === message.peer;
        if (!isSamePeer) leave(ws);
        if (!sessionId) return send(ws, { type: 'room.refused' });
        joined = { sessionId, peer: message.peer };
        deps.hub.add(roomAddress(sessionId), ws, authSessionId);
        send(ws, { type: 'room.joined', sessionId, role });
        toRoom({ type: 'room.peer', sessionId, role, peer: message.peer, present: true });
      } else if (message.type === 'room.leave') {
        if (joined?.peer === message.peer) leave(ws);
      } else if (joined?.peer === message.peer && mayRelay()) {
        toRoom({
          type: 'room.signal',
          sessionId: joined.sessionId,
          role,
          peer: message.peer,
          ...(message.description ? { description: message.description } : {}),
          ...(message.candidate !== undefined ? { candidate: message.candidate } : {}),
        });
      }
    },
    close(ws) {
      leave(ws);
    },
  };
}

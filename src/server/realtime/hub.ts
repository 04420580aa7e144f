/**
 * In-process registry of open WebSockets per user id: fan-out of server messages to every tab and
 * device of a user, closing those of a session that ended (sign-out, password reset, a revoked
 * account), and closing them all at shutdown. One process only; across API processes the
 * PostgreSQL LISTEN/NOTIFY relays (sync/poke-relay.ts, auth/session-relay.ts) feed it
 * (docs/ARCHITECTURE.md).
 */
import type { SessionTarget } from '../auth/session-cache.ts';

/** The part of a socket the hub needs (Hono's WSContext satisfies it). */
export type HubSocket = {
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

export type RealtimeMessage = { type: string } & Record<string, unknown>;

export const CLOSE_GOING_AWAY = 1001;
/** Application close code for a missing, invalid or ended session (4000–4999 are free for applications). */
export const CLOSE_UNAUTHORIZED = 4401;

export type Hub = {
  /** `sessionId`: the session the socket authenticated with, closed when it ends. */
  add(userId: string, socket: HubSocket, sessionId: string): void;
  remove(userId: string, socket: HubSocket): void;
  /** Sends to every open socket of the user; returns how many got it. */
  send(userId: string, message: RealtimeMessage): number;
  connectionCount(userId?: string): number;
  /** Users with at least one open socket here. */
  userIds(): string[];
  /** Closes the sockets of an ended session, or of every session of a user, with 4401. */
  closeEnded(target: SessionTarget): void;
  closeAll(reason?: string): void;
};

export function createHub(): Hub {
  // Each user's sockets, with the session each authenticated with.
  const socketsByUser = new Map<string, Map<HubSocket, string>>();

  return {
    add(userId, socket, sessionId) {
      const sockets = socketsByUser.get(userId) ?? new Map<HubSocket, string>();
      sockets.set(socket, sessionId);
      socketsByUser.set(userId, sockets);
    },
    remove(userId, socket) {
      const sockets = socketsByUser.get(userId);
      if (!sockets) return;
      sockets.delete(socket);
      if (sockets.size === 0) socketsByUser.delete(userId);
    },
    send(userId, message) {
      const sockets = socketsByUser.get(userId);
      if (!sockets) return 0;
      const data = JSON.stringify(message);
      let delivered = 0;
      for (const socket of sockets.keys()) {
        try {
          socket.send(data);
          delivered += 1;
        } catch {
          // A socket closing underneath us is removed by its close handler; the others still get it.
        }
      }
      return delivered;
    },
    connectionCount(userId) {
      if (userId !== undefined) return socketsByUser.get(userId)?.size ?? 0;
      let count = 0;
      for (const sockets of socketsByUser.values()) count += sockets.size;
      return count;
    },
    userIds() {
      return [...socketsByUser.keys()];
    },
    closeEnded(target) {
      // A session's sockets are found by scanning: sign-outs are rare next to pokes, and a process
      // holds a few thousand sockets at most.
      const users = 'userId' in target ? [target.userId] : [...socketsByUser.keys()];
      for (const userId of users) {
        const sockets = socketsByUser.get(userId);
        for (const [socket, sessionId] of sockets ?? []) {
          if ('sessionId' in target && sessionId !== target.sessionId) continue;
          // The close handler removes it too; removing now keeps a poke from reaching it meanwhile.
          sockets?.delete(socket);
          socket.close(CLOSE_UNAUTHORIZED, 'session ended');
        }
        if (sockets?.size === 0) socketsByUser.delete(userId);
      }
    },
    closeAll(reason = 'server shutting down') {
      for (const sockets of socketsByUser.values()) {
        for (const socket of sockets.keys()) socket.close(CLOSE_GOING_AWAY, reason);
      }
      socketsByUser.clear();
    },
  };
}

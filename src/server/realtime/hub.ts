/**
 * In-process registry of open WebSockets per user id: fan-out of server messages to every tab and
 * device of a user, and closing them all at shutdown. One process only; across API processes the
 * PostgreSQL LISTEN/NOTIFY relay (sync/poke-relay.ts) feeds it (docs/ARCHITECTURE.md).
 */

/** The part of a socket the hub needs (Hono's WSContext satisfies it). */
export type HubSocket = {
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

export type RealtimeMessage = { type: string } & Record<string, unknown>;

export const CLOSE_GOING_AWAY = 1001;

export type Hub = {
  add(userId: string, socket: HubSocket): void;
  remove(userId: string, socket: HubSocket): void;
  /** Sends to every open socket of the user; returns how many got it. */
  send(userId: string, message: RealtimeMessage): number;
  connectionCount(userId?: string): number;
  /** Users with at least one open socket here. */
  userIds(): string[];
  closeAll(reason?: string): void;
};

export function createHub(): Hub {
  const socketsByUser = new Map<string, Set<HubSocket>>();

  return {
    add(userId, socket) {
      const sockets = socketsByUser.get(userId) ?? new Set<HubSocket>();
      sockets.add(socket);
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
      for (const socket of sockets) {
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
    closeAll(reason = 'server shutting down') {
      for (const sockets of socketsByUser.values()) {
        for (const socket of sockets) socket.close(CLOSE_GOING_AWAY, reason);
      }
      socketsByUser.clear();
    },
  };
}

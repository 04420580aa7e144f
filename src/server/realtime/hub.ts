/**
 * In-process registry of open WebSockets by address: a specialist's sockets are addressed by their
 * user id (every tab and device), a patient's by their conversation (./chat-addresses.ts). It fans out
 * server messages to an address, closes the sockets of a session that ended (sign-out, password reset,
 * a revoked account or chat link), and closes them all at shutdown. One process only; across API
 * processes the PostgreSQL LISTEN/NOTIFY relays (sync/poke-relay.ts, auth/session-relay.ts) feed it
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
  /**
   * Registers a socket under one or more addresses. `sessionId`: the session (or chat link) it
   * authenticated with, closed when that ends.
   */
  add(addresses: string | readonly string[], socket: HubSocket, sessionId: string): void;
  remove(addresses: string | readonly string[], socket: HubSocket): void;
  /** Sends to every open socket at the address; returns how many got it. */
  send(address: string, message: RealtimeMessage): number;
  /** Sockets at an address, or all of them. */
  connectionCount(address?: string): number;
  /** Addresses with at least one open socket here. */
  addresses(): string[];
  /** Closes the sockets of an ended session, or every socket at a user's address, with 4401. */
  closeEnded(target: SessionTarget): void;
  closeAll(reason?: string): void;
};

const asList = (addresses: string | readonly string[]) =>
  typeof addresses === 'string' ? [addresses] : addresses;

export function createHub(): Hub {
  // Each address's sockets, with the session each authenticated with.
  const socketsByAddress = new Map<string, Map<HubSocket, string>>();
  const everySocket = new Set<HubSocket>();

  const detach = (address: string, socket: HubSocket) => {
    const sockets = socketsByAddress.get(address);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) socketsByAddress.delete(address);
  };

  return {
    add(addresses, socket, sessionId) {
      for (const address of asList(addresses)) {
        const sockets = socketsByAddress.get(address) ?? new Map<HubSocket, string>();
        sockets.set(socket, sessionId);
        socketsByAddress.set(address, sockets);
      }
      everySocket.add(socket);
    },
    remove(addresses, socket) {
      for (const address of asList(addresses)) detach(address, socket);
      everySocket.delete(socket);
    },
    send(address, message) {
      const sockets = socketsByAddress.get(address);
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
    connectionCount(address) {
      if (address !== undefined) return socketsByAddress.get(address)?.size ?? 0;
      return everySocket.size;
    },
    addresses() {
      return [...socketsByAddress.keys()];
    },
    closeEnded(target) {
      // A session's sockets are found by scanning: sign-outs are rare next to pokes, and a process
      // holds a few thousand sockets at most.
      const addresses = 'userId' in target ? [target.userId] : [...socketsByAddress.keys()];
      const ending = new Set<HubSocket>();
      for (const address of addresses) {
        for (const [socket, sessionId] of socketsByAddress.get(address) ?? []) {
          if ('sessionId' in target && sessionId !== target.sessionId) continue;
          ending.add(socket);
        }
      }
      for (const socket of ending) {
        // The close handler removes it too; removing now keeps a poke from reaching it meanwhile.
        for (const [address, sockets] of socketsByAddress) if (sockets.has(socket)) detach(address, socket);
        everySocket.delete(socket);
        socket.close(CLOSE_UNAUTHORIZED, 'session ended');
      }
    },
    closeAll(reason = 'server shutting down') {
      for (const socket of everySocket) socket.close(CLOSE_GOING_AWAY, reason);
      socketsByAddress.clear();
      everySocket.clear();
    },
  };
}

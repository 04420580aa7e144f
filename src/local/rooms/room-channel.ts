/**
 * The signalling path of a live session's call: the page's one WebSocket (the office's, or the
 * patient's through their link) seen as a room needs it. `open` is each (re)connection the server
 * greeted: the room must be joined again then, since the server forgot this socket's room with the
 * old one.
 */
import type { RoomClientMessage, ServerRoomMessage } from '#core/rooms/room-signals';
import type { Unsubscribe } from '../emitter.ts';

export type RoomChannelEvent =
  | { kind: 'open' }
  | { kind: 'closed' }
  | { kind: 'message'; message: ServerRoomMessage };

export type RoomChannel = {
  isOpen(): boolean;
  /** Dropped when the socket is down: the call joins again and renegotiates when it is back. */
  send(message: RoomClientMessage): void;
  listen(listener: (event: RoomChannelEvent) => void): Unsubscribe;
};

/** The room's own messages among a socket's: `room.joined`, `room.refused`, `room.peer`, `room.signal`. */
export function isServerRoomMessage(message: { type: string }): message is ServerRoomMessage {
  return message.type.startsWith('room.');
}

/**
 * Reading a client's WebSocket message: JSON of #core/chats/chat-realtime's or #core/rooms/room-signals'
 * schemas, else nothing.
 */
import * as v from 'valibot';
import { type ClientRealtimeMessage, clientRealtimeSchema } from '#core/chats/chat-realtime';
import { type RoomClientMessage, roomClientSchema } from '#core/rooms/room-signals';

const incomingSchema = v.union([clientRealtimeSchema, roomClientSchema]);

export type IncomingMessage = ClientRealtimeMessage | RoomClientMessage;

export function parseIncoming(data: unknown): IncomingMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const result = v.safeParse(incomingSchema, JSON.parse(data));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

/** A live session's message (room-side.ts handles them). */
export function isRoomMessage(message: IncomingMessage): message is RoomClientMessage {
  return message.type.startsWith('room.');
}

/** Reading a client's WebSocket message: JSON of #core/chats/chat-realtime's schema, else nothing. */
import * as v from 'valibot';
import { type ClientRealtimeMessage, clientRealtimeSchema } from '#core/chats/chat-realtime';

export function parseIncoming(data: unknown): ClientRealtimeMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const result = v.safeParse(clientRealtimeSchema, JSON.parse(data));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

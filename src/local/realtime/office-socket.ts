/**
 * Keeps the office's WebSocket to /ws open while signed in: calls back on each sync poke (and on
 * every (re)connect, to catch up on pokes missed while disconnected), hands the chat's realtime
 * messages (typing, presence) to their listeners, and sends the page's own (typing, presence
 * questions) while it is open; it is also the signalling path of a live session's room
 * (officeRoomChannel). Invariant: at most one socket per page.
 */
import { WS_PATH } from '#core/api';
import {
  type ClientRealtimeMessage,
  isServerRealtimeMessage,
  PRESENCE_REFRESH_MS,
  type ServerRealtimeMessage,
} from '#core/chats/chat-realtime';
import type { RoomClientMessage, ServerRoomMessage } from '#core/rooms/room-signals';
import { SYNC_POKE_TYPE } from '#core/sync/types';
import { createEmitter } from '../emitter.ts';
import { isServerRoomMessage, type RoomChannel } from '../rooms/room-channel.ts';
import { getAccessToken } from '../token-store.ts';
import { readSocketMessage } from './socket-message.ts';

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

type SocketEvents = {
  message: ServerRealtimeMessage;
  room: ServerRoomMessage;
  connected: undefined;
  disconnected: undefined;
};
const events = createEmitter<SocketEvents>();
let current: WebSocket | undefined;
/** The server greeted `current`: it is authenticated, and messages sent on it are read. */
let isGreeted = false;

/** The chat's realtime messages, and the socket's coming and going (what was known is stale then). */
export const onOfficeSocket = events.on;

/** Sends when the socket is open; otherwise drops it (typing and presence are worth nothing late). */
export function sendOnOfficeSocket(message: ClientRealtimeMessage | RoomClientMessage): void {
  if (current?.readyState === WebSocket.OPEN) current.send(JSON.stringify(message));
}

/** The office socket as a live session's signalling path. */
export const officeRoomChannel: RoomChannel = {
  isOpen: () => isGreeted && current?.readyState === WebSocket.OPEN,
  send: sendOnOfficeSocket,
  listen(listener) {
    const stops = [
      events.on('room', (message) => listener({ kind: 'message', message })),
      events.on('connected', () => listener({ kind: 'open' })),
      events.on('disconnected', () => listener({ kind: 'closed' })),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  },
};

export function connectOfficeSocket(onPoke: () => void): { close(): void } {
  let isClosed = false;
  let delayMs = RECONNECT_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let askTimer: ReturnType<typeof setInterval> | undefined;

  const scheduleReconnect = () => {
    if (isClosed) return;
    timer = setTimeout(() => void open(), delayMs);
    delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
  };

  const open = async () => {
    const token = await getAccessToken();
    if (isClosed) return;
    if (!token) return scheduleReconnect();
    const url = new URL(WS_PATH, location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('token', token);
    const ws = new WebSocket(url);
    current = ws;
    ws.addEventListener('message', (event) => {
      const message = readSocketMessage(event.data);
      if (message?.type === 'hello') {
        delayMs = RECONNECT_MIN_MS;
        isGreeted = true;
        onPoke();
        events.emit('connected', undefined);
        sendOnOfficeSocket({ type: 'presence.ask' });
        askTimer = setInterval(() => sendOnOfficeSocket({ type: 'presence.ask' }), PRESENCE_REFRESH_MS);
      } else if (message?.type === SYNC_POKE_TYPE) onPoke();
      else if (isServerRealtimeMessage(message)) events.emit('message', message);
      else if (message && isServerRoomMessage(message)) events.emit('room', message);
    });
    ws.addEventListener('close', () => {
      clearInterval(askTimer);
      if (current === ws) {
        current = undefined;
        isGreeted = false;
      }
      events.emit('disconnected', undefined);
      scheduleReconnect();
    });
  };

  void open();
  return {
    close() {
      isClosed = true;
      if (timer !== undefined) clearTimeout(timer);
      clearInterval(askTimer);
      current?.close();
    },
  };
}

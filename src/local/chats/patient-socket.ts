/**
 * The patient's WebSocket, opened by their chat page: `/ws?as=patient`, the link's token sent as the
 * first message (never in the address). It tells the page to fetch on each poke and on every
 * (re)connect, hands it presence and typing, and sends the patient's own; it is also the signalling
 * path of the patient's live session (`room`). A link the server refuses
 * (4401: revoked, replaced, expired) ends the reconnecting; anything else reconnects with backoff.
 */
import { WS_PATH } from '#core/api';
import {
  type ClientRealtimeMessage,
  isServerRealtimeMessage,
  PATIENT_SOCKET_QUERY,
  PRESENCE_REFRESH_MS,
  type ServerRealtimeMessage,
} from '#core/chats/chat-realtime';
import type { RoomClientMessage, ServerRoomMessage } from '#core/rooms/room-signals';
import { SYNC_POKE_TYPE } from '#core/sync/types';
import { createEmitter } from '../emitter.ts';
import { readSocketMessage } from '../realtime/socket-message.ts';
import { isServerRoomMessage, type RoomChannel, type RoomChannelEvent } from '../rooms/room-channel.ts';

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
/** The server's close code for a link that no longer opens the conversation. */
const CLOSE_UNAUTHORIZED = 4401;

export type PatientSocketHandlers = {
  /** Connected (again) or poked: the conversation may have changed. */
  onNews(): void;
  onRealtime(message: ServerRealtimeMessage): void;
  /** Gone for now: what was known of the specialist's presence is stale. */
  onDisconnected(): void;
  /** The link no longer works. */
  onRefused(): void;
};

export type PatientSocket = {
  send(message: ClientRealtimeMessage): void;
  /** The signalling path of the patient's live session. */
  room: RoomChannel;
  close(): void;
};

export function connectPatientSocket(token: string, handlers: PatientSocketHandlers): PatientSocket {
  let socket: WebSocket | undefined;
  let isClosed = false;
  let delayMs = RECONNECT_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let askTimer: ReturnType<typeof setInterval> | undefined;
  let isGreeted = false;
  const roomEvents = createEmitter<{ event: RoomChannelEvent }>();

  const send = (message: ClientRealtimeMessage | RoomClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const room: RoomChannel = {
    isOpen: () => isGreeted && socket?.readyState === WebSocket.OPEN,
    send,
    listen: (listener) => roomEvents.on('event', listener),
  };

  const open = () => {
    const url = new URL(`${WS_PATH}?${PATIENT_SOCKET_QUERY}`, location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener('open', () => ws.send(JSON.stringify({ type: 'link', token })));
    ws.addEventListener('message', (event) => {
      const message = readSocketMessage(event.data);
      if (message?.type === 'hello') {
        delayMs = RECONNECT_MIN_MS;
        isGreeted = true;
        roomEvents.emit('event', { kind: 'open' });
        handlers.onNews();
        send({ type: 'presence.ask' });
        askTimer = setInterval(() => send({ type: 'presence.ask' }), PRESENCE_REFRESH_MS);
      } else if (message?.type === SYNC_POKE_TYPE) handlers.onNews();
      else if (isServerRealtimeMessage(message)) handlers.onRealtime(message);
      else if (message && isServerRoomMessage(message))
        roomEvents.emit('event', { kind: 'message', message: message as ServerRoomMessage });
    });
    ws.addEventListener('close', (event) => {
      clearInterval(askTimer);
      if (socket === ws) {
        socket = undefined;
        isGreeted = false;
        roomEvents.emit('event', { kind: 'closed' });
      }
      handlers.onDisconnected();
      if (isClosed) return;
      if (event.code === CLOSE_UNAUTHORIZED) {
        handlers.onRefused();
        return;
      }
      timer = setTimeout(open, delayMs);
      delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
    });
  };

  open();
  return {
    send,
    room,
    close() {
      isClosed = true;
      clearTimeout(timer);
      clearInterval(askTimer);
      socket?.close();
    },
  };
}

/**
 * Keeps a WebSocket to /ws open while signed in and calls back on each sync poke (and on every
 * (re)connect, to catch up on pokes missed while disconnected). Invariant: at most one socket per page.
 */
import { WS_PATH } from '#core/api';
import { SYNC_POKE_TYPE } from '#core/sync/types';
import { getAccessToken } from '../token-store.ts';

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

export function connectPokeSocket(onPoke: () => void): { close(): void } {
  let socket: WebSocket | undefined;
  let isClosed = false;
  let delayMs = RECONNECT_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

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
    socket = ws;
    ws.addEventListener('message', (event) => {
      const type = readType(event.data);
      if (type === 'hello') {
        delayMs = RECONNECT_MIN_MS;
        onPoke();
      } else if (type === SYNC_POKE_TYPE) onPoke();
    });
    ws.addEventListener('close', () => {
      if (socket === ws) socket = undefined;
      scheduleReconnect();
    });
  };

  void open();
  return {
    close() {
      isClosed = true;
      if (timer !== undefined) clearTimeout(timer);
      socket?.close();
    },
  };
}

function readType(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' &&
      parsed !== null &&
      'type' in parsed &&
      typeof parsed.type === 'string'
      ? parsed.type
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one matrix request as one caller (bearer token or none) and reads the whole answer as text.
 * A WebSocket is reported like HTTP: its hello as 200 with the message, an unauthorized close as 401.
 */
import { CLOSE_UNAUTHORIZED } from '../realtime/hub.ts';
import type { Caller } from './access-classes.ts';
import type { CallSpec } from './authorization-table.ts';
import { fillPath } from './route-coverage.ts';
import type { World } from './seed-world.ts';

export type Answer = { status: number; text: string };

const WS_ANSWER_TIMEOUT_MS = 5_000;

export function tokenOf(world: World, caller: Caller): string | undefined {
  if (caller === 'anonymous') return undefined;
  return caller === 'admin' ? world.admin.token : world[caller].token;
}

function openWebSocket(url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(
      () => finish({ status: 0, text: 'no hello and no close' }),
      WS_ANSWER_TIMEOUT_MS,
    );
    const finish = (answer: Answer) => {
      clearTimeout(timer);
      socket.close();
      resolve(answer);
    };
    socket.addEventListener('message', (event) => finish({ status: 200, text: String(event.data) }));
    socket.addEventListener('close', (event) =>
      finish({
        status: event.code === CLOSE_UNAUTHORIZED ? 401 : 0,
        text: `closed ${event.code} ${event.reason}`,
      }),
    );
  });
}

export async function callAs(
  world: World,
  caller: Caller,
  route: { method: string; path: string },
  spec: CallSpec,
): Promise<Answer> {
  const token =
    spec.freshSession && caller !== 'anonymous' ? await world.freshToken(caller) : tokenOf(world, caller);
  const path = spec.path ?? fillPath(route.path, spec.params ?? {});
  if (spec.websocket) {
    const url = `${world.server.url.replace(/^http/, 'ws')}${path}${token ? `?token=${token}` : ''}`;
    return openWebSocket(url);
  }
  const headers: Record<string, string> = { ...spec.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (spec.form) body = spec.form;
  else if (spec.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(spec.body);
  }
  const response = await fetch(`${world.server.url}${path}${spec.query ?? ''}`, {
    method: route.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, text: await response.text() };
}

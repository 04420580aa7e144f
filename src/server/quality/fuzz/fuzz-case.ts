/**
 * Sends one fuzz request and judges the answer: never a 5xx, never a stack trace or SQL in the body,
 * and a refused request (4xx) leaves every table as it was (write-journal.ts says which may change).
 */
import WebSocket from 'ws';
import { CLOSE_UNAUTHORIZED } from '../../realtime/hub.ts';
import type { FuzzRequest } from './hostile-requests.ts';
import type { WriteJournal } from './write-journal.ts';

export type FuzzContext = {
  url: string;
  /** The caller's access token, or undefined for an anonymous route. */
  token(): Promise<string | undefined>;
  journal: WriteJournal;
};

export type Outcome = { status: number; ms: number; problems: string[] };

/** What a server must never show a client. Patterns the request itself contained are not counted. */
const LEAKS: readonly [string, RegExp][] = [
  ['a stack frame', /\bat [\w$.<>]+ \(?(?:file:\/\/|\/)[^\s)]+:\d+:\d+\)?/],
  ['a source path', /(?:\/src\/server\/|node_modules\/)\S+\.(?:ts|js|mjs)/],
  ['an error dump', /\b(?:Type|Reference|Syntax|Range|Postgres|Database)?Error: [^"]{3}/],
  ['SQL', /\bselect\s+(?:[\w".*]+\s*,\s*)*[\w".*]+\s+from\s/i],
  ['SQL', /\binsert into\b|\bdelete from\b|\bupdate\s+"?\w+"?\s+set\b/i],
  ['a database error', /syntax error|\bviolates\b|relation "|invalid input syntax|duplicate key value/i],
  ['a file outside the app', /root:x:0:0:/],
];

const WS_TIMEOUT_MS = 5_000;

function requestText(request: FuzzRequest): string {
  const body =
    typeof request.body === 'string' ? request.body : Buffer.from(request.body ?? []).toString('latin1');
  return `${request.target}\n${Object.values(request.headers).join('\n')}\n${body}`;
}

/** A WebSocket attempt as a status: the hello is 200, the unauthorized close 401, a refused upgrade its status. */
function openSocket(url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number, text: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.terminate();
      resolve({ status, text });
    };
    const socket = new WebSocket(url);
    const timer = setTimeout(() => finish(0, 'no answer'), WS_TIMEOUT_MS);
    socket.on('message', (data) => finish(200, String(data)));
    socket.on('close', (code, reason) =>
      finish(code === CLOSE_UNAUTHORIZED ? 401 : 0, `closed ${code} ${reason}`),
    );
    socket.on('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      response.on('end', () => finish(response.statusCode ?? 0, text));
    });
    socket.on('error', (error) => finish(0, `client error: ${error.message}`));
  });
}

async function send(
  context: FuzzContext,
  request: FuzzRequest,
  token: string | undefined,
): Promise<{ status: number; text: string }> {
  if (request.websocket) {
    const separator = request.target.includes('?') ? '&' : '?';
    const own = token ? `${separator}token=${token}` : '';
    return openSocket(`${context.url.replace(/^http/, 'ws')}${request.target}${own}`);
  }
  const headers: Record<string, string> = { ...request.headers };
  if (token && headers.authorization === undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${context.url}${request.target}`, {
    method: request.method,
    headers,
    ...(request.body === undefined
      ? {}
      : { body: typeof request.body === 'string' ? request.body : new Uint8Array(request.body) }),
  });
  return { status: response.status, text: await response.text() };
}

export async function runCase(context: FuzzContext, request: FuzzRequest): Promise<Outcome> {
  // Before the mark: a fresh session is a write of its own, not the request's.
  const token = await context.token();
  const before = await context.journal.mark();
  const started = performance.now();
  let answer: { status: number; text: string };
  try {
    answer = await send(context, request, token);
  } catch {
    // The client could not even send it (fetch refuses some header values): not the server's doing.
    return { status: -1, ms: 0, problems: [] };
  }
  const ms = performance.now() - started;
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  else if (request.mustRefuse && answer.status < 400) problems.push(`accepted with ${answer.status}`);
  const sent = requestText(request);
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(answer.text) && !pattern.test(sent)) problems.push(`the answer shows ${what}`);
  }
  if (answer.status >= 400 && answer.status < 500) {
    const changed = await context.journal.changedSince(before);
    if (changed.length > 0) problems.push(`refused with ${answer.status} but changed ${changed.join(', ')}`);
  }
  if (problems.length > 0) problems.push(`answer: ${answer.text.slice(0, 300)}`);
  return { status: answer.status, ms, problems };
}

/** A request in a form a person can replay (bodies cut short). */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? ''
      : String(typeof request.body === 'string' ? request.body : `<${request.body.length} bytes>`);
  const shown = body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body;
  const target = request.target.length > 300 ? `${request.target.slice(0, 300)}…` : request.target;
  return `[${request.category}] ${request.method} ${target} ${JSON.stringify(request.headers).slice(0, 300)} ${JSON.stringify(shown)}`;
}

/**
 * How an upload route answers before it has read the whole body: the connection handling around a
 * refusal, a client that went away, and the display name of a file. Shared by `/api/files` and the
 * synced entities' file uploads.
 */

import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { cleanFileName } from '#core/validation/plain-text';
import type { AppEnv } from '../http/app-env.ts';
import { drainBody } from './drain-body.ts';

// Multipart framing around the file (boundaries, part headers, small fields) stays well under this.
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The body was not read to its end: the connection cannot carry another request. */
export function closing(c: Context<AppEnv>, response: Response): Response {
  c.header('Connection', 'close');
  response.headers.set('Connection', 'close');
  return response;
}

/**
 * A refusal before the body's end: the rest is drained (bounded) first, so a client still sending
 * reads this answer instead of a network error; the connection is kept only when fully drained.
 */
export async function refuseUpload(
  c: Context<AppEnv>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  response: Response,
): Promise<Response> {
  return (await drainBody(reader)) ? response : closing(c, response);
}

/** The client closed the connection mid-body (cancelled upload, lost network). */
export function isClientGone(c: Context<AppEnv>): boolean {
  // @hono/node-server passes { incoming, outgoing } as the env.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming !== undefined && !incoming.complete && (incoming.destroyed || incoming.errored !== null);
}

/**
 * A client's file name as it may be shown and sent back: its last path segment, without what would
 * break headers and logs or disguise it (#core/validation/plain-text cleanFileName). Display only.
 */
export function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return [...cleanFileName(base)].slice(0, 200).join('').trim() || 'file';
}

/**
 * Answers a stored file (Show Document) to whoever the route has let see it. Only images are shown
 * in the page; any other document is downloaded, never rendered by the browser under our origin (a
 * PDF viewer or a sniffed type would run with the app's cookies and storage). The bytes stream from
 * the store (disk or object storage) to the client; a row whose bytes are gone is a 404.
 */

import type { Context } from 'hono';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import type { AppEnv } from '../http/app-env.ts';
import { fail } from '../http/envelope.ts';
import type { FileRow } from './drafts.ts';
import type { FileStore } from './file-store.ts';
import { cleanName } from './upload-answers.ts';

/** Streams a stored file's bytes with its recorded type and length and these headers. */
export async function streamStored(
  c: Context<AppEnv>,
  store: FileStore,
  file: FileRow,
  headers: Record<string, string>,
): Promise<Response> {
  const body = await store.read(file.storageName);
  if (!body) return fail(c, 404, ERROR_MESSAGES.notFound);
  return c.body(body, 200, {
    'Content-Type': file.mimeType,
    'Content-Length': String(file.sizeBytes),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
}

export function serveFile(c: Context<AppEnv>, store: FileStore, file: FileRow): Promise<Response> {
  const disposition = file.mimeType.startsWith('image/') ? 'inline' : 'attachment';
  return streamStored(c, store, file, {
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(cleanName(file.originalName))}`,
    'Cache-Control': 'private, no-store',
  });
}

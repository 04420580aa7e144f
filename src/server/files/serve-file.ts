/**
 * Answers a stored file (Show Document) to whoever the route has let see it. Only images are shown
 * in the page; any other document is downloaded, never rendered by the browser under our origin (a
 * PDF viewer or a sniffed type would run with the app's cookies and storage).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { FileRow } from './drafts.ts';
import type { FileStore } from './file-store.ts';

export function serveFile(c: Context<AppEnv>, store: FileStore, file: FileRow): Response {
  const disposition = file.mimeType.startsWith('image/') ? 'inline' : 'attachment';
  return c.body(store.read(file.storageName), 200, {
    'Content-Type': file.mimeType,
    'Content-Length': String(file.sizeBytes),
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

/**
 * Answers a stored image (a profile photo, an article banner) to whoever the route has let see it:
 * inline, with its type and length, never sniffed; anything but an image, or no file, is a 404.
 */
import type { Context } from 'hono';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail } from '../http/envelope.ts';
import type { OnboardingServices } from '../onboarding/services.ts';
import { findFile } from './drafts.ts';
import { streamStored } from './serve-file.ts';

export async function serveImage(
  c: Context<AppEnv>,
  deps: { db: Db; onboarding: Pick<OnboardingServices, 'files'> },
  fileId: string | null | undefined,
  cacheControl?: string,
): Promise<Response> {
  const file = fileId ? await findFile(deps.db, fileId) : undefined;
  if (!file?.mimeType.startsWith('image/')) return fail(c, 404, ERROR_MESSAGES.notFound);
  return streamStored(c, deps.onboarding.files, file, {
    'Content-Disposition': 'inline',
    ...(cacheControl ? { 'Cache-Control': cacheControl } : {}),
  });
}

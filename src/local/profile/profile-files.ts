/**
 * The profile's files on the device: a picked photo, banner or video is checked against its kind's
 * limits, then queued as `profile.file` (the Blob waits in the outbox and uploads on reconnect, with
 * its progress); an image is also kept by its new id so the page shows it at once, offline too.
 * Images already on the server are downloaded once and kept the same way.
 */

import type { Message } from '#core/messages';
import { ONBOARDING_API } from '#core/onboarding/api';
import { checkPickedFile, FILE_KIND_RULES, type FileKind } from '#core/onboarding/files';
import { PROFILE_ENTITY } from '#core/profile/profile-entity';
import { getDb, type MindofficeDb } from '../db.ts';
import { mutate } from '../sync/mutate.ts';
import { refreshAfterUnauthorized } from '../token-refresh.ts';
import { readSession } from '../token-store.ts';
import { readProfile } from './profile-commands.ts';

/** The profile's file fields (#core/profile/profile-entity `fileFields`). */
export type ProfileFileField =
  | 'photoFileId'
  | 'bannerFileId'
  | 'videoFileId'
  | 'documentFileIds'
  | 'diplomas';

export type PickResult = { ok: true; fileId: string } | { ok: false; message: Message };

export function kindOfField(field: ProfileFileField): FileKind {
  // The profile entity's file fields name upload kinds (#core/profile/profile-entity).
  return PROFILE_ENTITY.fileFields[field]?.kind as FileKind;
}

/** Only images are shown in the page (and so kept); a video is only sent. */
function isImage(kind: FileKind): boolean {
  return FILE_KIND_RULES[kind].mimeTypes.every((type) => type.startsWith('image/'));
}

/**
 * Queues the upload of a picked file for `field`; `attached` are the Documents already listed, for
 * their count and total. A photo, banner or document is in the row at once; a diploma's document is
 * only stored: the caller puts the answered id in the diploma and saves.
 */
export async function pickProfileFile(
  field: ProfileFileField,
  file: File,
  db: MindofficeDb = getDb(),
  attached: readonly { size: number }[] = [],
): Promise<PickResult> {
  const kind = kindOfField(field);
  const refused = checkPickedFile(kind, { name: file.name, size: file.size, type: file.type }, attached);
  if (refused) return { ok: false, message: refused };
  const profile = await readProfile(db);
  if (!profile) throw new Error('no profile on this device yet');
  const fileId = crypto.randomUUID();
  if (isImage(kind)) await db.fileBlobs.put({ id: fileId, blob: file });
  await mutate(
    'profile.file',
    { id: profile.id, field, fileId, file: { blob: file, name: file.name } },
    { db },
  );
  return { ok: true, fileId };
}

/**
 * The bytes of one of the specialist's images: the device's copy, else the server's (then kept).
 * Undefined offline before the first download, or when the server has no such file of theirs.
 */
export async function ownImageBlob(fileId: string, db: MindofficeDb = getDb()): Promise<Blob | undefined> {
  const kept = await db.fileBlobs.get(fileId);
  if (kept) return kept.blob;
  const blob = await download(ONBOARDING_API.file(fileId));
  if (blob) await db.fileBlobs.put({ id: fileId, blob });
  return blob;
}

/** A GET of bytes with the Bearer token (refreshed once if it expired); undefined when refused or offline. */
async function download(path: string): Promise<Blob | undefined> {
  const attempt = (token: string | undefined) =>
    fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  try {
    const token = (await readSession())?.token;
    let response = await attempt(token);
    if (response.status === 401) response = await attempt(await refreshAfterUnauthorized(token));
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

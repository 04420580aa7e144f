/**
 * The profile's files on the device: a picked photo, banner or video is checked against its kind's
 * limits, then queued as `profile.file` (the Blob waits in the outbox and uploads on reconnect, with
 * its progress); an image is also kept by its new id so the page shows it at once, offline too.
 * Images already on the server are downloaded once and kept the same way.
 */

import type { Message } from '#core/messages';
import { type FileInfo, ONBOARDING_API } from '#core/onboarding/api';
import { checkPickedFile, FILE_KIND_RULES, type FileKind } from '#core/onboarding/files';
import { PROFILE_ENTITY } from '#core/profile/profile-entity';
import type { FileArg } from '#core/sync/file-args';
import { getDb, type MindofficeDb } from '../db.ts';
import { api } from '../http.ts';
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

/** The picked file of a queued upload with this id, while it waits in the outbox. */
async function queuedFile(fileId: string, db: MindofficeDb): Promise<FileArg | undefined> {
  const entry = await db.outbox
    .filter((candidate) => candidate.name === 'profile.file' && candidate.args.fileId === fileId)
    .first();
  return (entry?.args as { file?: FileArg } | undefined)?.file;
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

/** Any of the specialist's files (a document to show): the one waiting to upload, else the server's. */
export async function ownFileBlob(fileId: string, db: MindofficeDb = getDb()): Promise<Blob | undefined> {
  return (await queuedFile(fileId, db))?.blob ?? (await ownImageBlob(fileId, db));
}

export type OwnFileInfo = { id: string; name: string; size: number; isQueued: boolean };

const INFOS_KEY = 'ownFileInfos';

/**
 * Names and sizes of the specialist's files by id, in the order asked: a queued upload's from its
 * Blob, the others from the server (kept on the device, so the list reads the same offline). An id
 * known nowhere yet (offline, never listed here) is left out.
 */
export async function ownFileInfos(
  fileIds: readonly string[],
  db: MindofficeDb = getDb(),
): Promise<OwnFileInfo[]> {
  const kept = ((await db.settings.get(INFOS_KEY))?.value ?? {}) as Record<string, FileInfo>;
  const queued = new Map<string, FileArg>();
  for (const id of fileIds) {
    const file = await queuedFile(id, db);
    if (file) queued.set(id, file);
  }
  const missing = fileIds.filter((id) => !queued.has(id) && !kept[id]);
  if (missing.length > 0) {
    try {
      const fetched = await api.get<FileInfo[]>(ONBOARDING_API.ownFiles(missing), undefined, {
        skipErrorReport: true,
      });
      for (const info of fetched) kept[info.id] = info;
      await db.settings.put({ key: INFOS_KEY, value: kept });
    } catch {
      // Offline or refused: those files are listed once the server can say what they are.
    }
  }
  return fileIds.flatMap((id): OwnFileInfo[] => {
    const file = queued.get(id);
    if (file) return [{ id, name: file.name, size: file.blob.size, isQueued: true }];
    const info = kept[id];
    return info ? [{ id, name: info.name, size: info.size, isQueued: false }] : [];
  });
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

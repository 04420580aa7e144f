/**
 * The specialist's own files on the device, whichever synced row holds them (a profile's photo, an
 * article's banner): a picked file is checked against its kind's limits, then queued as the row's
 * `<entity>.file` mutation (the Blob waits in the outbox and uploads on reconnect, with its
 * progress); an image is also kept by its new id so the page shows it at once, offline too. Images
 * already on the server are downloaded once and kept the same way.
 */

import { DEVICE_HEADER } from '#core/api';
import type { Message } from '#core/messages';
import { type FileInfo, ONBOARDING_API } from '#core/onboarding/api';
import { checkPickedFile, FILE_KIND_RULES, type FileKind } from '#core/onboarding/files';
import type { SyncedEntity } from '#core/sync/entity';
import type { FileArg } from '#core/sync/file-args';
import { getDb, type MindofficeDb } from '../db.ts';
import { readDeviceId } from '../device-id.ts';
import { api } from '../http.ts';
import { mutate } from '../sync/mutate.ts';
import { liveRowOf } from '../sync/queue-writes.ts';
import { refreshAfterUnauthorized } from '../token-refresh.ts';
import { readSession } from '../token-store.ts';

export type PickResult = { ok: true; fileId: string } | { ok: false; message: Message };

/** The upload kind of one of an entity's file fields (its `fileFields`). */
export function kindOfFileField(entity: SyncedEntity<Record<string, unknown>>, field: string): FileKind {
  const spec = entity.fileFields[field];
  if (!spec) throw new Error(`${entity.name} has no file field ${field}`);
  return spec.kind as FileKind;
}

/** Only images are shown in the page (and so kept); a video or a document is only sent. */
function isImage(kind: FileKind): boolean {
  return FILE_KIND_RULES[kind].mimeTypes.every((type) => type.startsWith('image/'));
}

/**
 * Queues the upload of a picked file for the row's `field`; `attached` are the Documents already
 * listed, for their count and total. Refused by the kind's limits before anything is written.
 */
export async function queueRowFile(
  entity: SyncedEntity<Record<string, unknown>>,
  rowId: string,
  field: string,
  file: File,
  db: MindofficeDb = getDb(),
  attached: readonly { size: number }[] = [],
): Promise<PickResult> {
  const kind = kindOfFileField(entity, field);
  const refused = checkPickedFile(kind, { name: file.name, size: file.size, type: file.type }, attached);
  if (refused) return { ok: false, message: refused };
  const mutation = entity.mutations.file;
  if (!mutation) throw new Error(`${entity.name} has no file fields`);
  // As for an update (../sync/queue-writes.ts): a row gone here takes no file.
  if (!(await liveRowOf(entity, rowId, db))) throw new Error(`no local ${entity.name} ${rowId}`);
  const fileId = crypto.randomUUID();
  if (isImage(kind)) await db.fileBlobs.put({ id: fileId, blob: file });
  await mutate(mutation.name, { id: rowId, field, fileId, file: { blob: file, name: file.name } }, { db });
  return { ok: true, fileId };
}

/** The picked file of a queued upload with this id, while it waits in the outbox. */
async function queuedFile(fileId: string, db: MindofficeDb): Promise<FileArg | undefined> {
  const entry = await db.outbox
    .filter((candidate) => candidate.name.endsWith('.file') && candidate.args.fileId === fileId)
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
  const blob = await downloadAuthorized(ONBOARDING_API.file(fileId));
  if (blob) await db.fileBlobs.put({ id: fileId, blob });
  return blob;
}

/** Any of the specialist's files (a document to show): the one waiting to upload, else the server's. */
export async function ownFileBlob(fileId: string, db: MindofficeDb = getDb()): Promise<Blob | undefined> {
  return (await queuedFile(fileId, db))?.blob ?? (await ownImageBlob(fileId, db));
}

/**
 * A file's bytes for a copy leaving the device (an export): the queued upload's, the kept image's,
 * else the server's, without keeping what was downloaded. Undefined offline for a file not here.
 */
export async function ownFileBytes(fileId: string, db: MindofficeDb = getDb()): Promise<Blob | undefined> {
  const queued = await queuedFile(fileId, db);
  if (queued) return queued.blob;
  const kept = await db.fileBlobs.get(fileId);
  return kept?.blob ?? (await downloadAuthorized(ONBOARDING_API.file(fileId)));
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

/**
 * A GET of bytes with the Bearer token (refreshed once if it expired) and the device's id (the access
 * log says from where a document was read); undefined when refused or offline.
 */
export async function downloadAuthorized(path: string): Promise<Blob | undefined> {
  try {
    const device = await readDeviceId();
    const attempt = (token: string | undefined) =>
      fetch(path, {
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(device ? { [DEVICE_HEADER]: device } : {}),
        },
      });
    const token = (await readSession())?.token;
    let response = await attempt(token);
    if (response.status === 401) response = await attempt(await refreshAfterUnauthorized(token));
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

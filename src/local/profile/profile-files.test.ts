import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import { getDb } from '../db.ts';
import { ownFileInfos, ownImageBlob } from '../files/own-files.ts';
import { USER_ID } from '../test-support.ts';
import { readProfile } from './profile-commands.ts';
import { pickProfileFile } from './profile-files.ts';
import { withStoredProfile } from './profile-test-kit.ts';

withStoredProfile();

const png = (size: number) => new File([new Uint8Array(size)], 'portrait.png', { type: 'image/png' });

describe('a photo picked on the device', () => {
  it('waits in the outbox as a multipart upload and shows at once from the device', async () => {
    const picked = png(150 * 1024);
    const result = await pickProfileFile('photoFileId', picked);
    if (!result.ok) throw new Error('refused');
    expect((await readProfile())?.photoFileId).toBe(result.fileId);
    const [entry] = await getDb().outbox.toArray();
    expect(entry?.name).toBe('profile.file');
    expect(entry?.call).toMatchObject({
      method: 'POST',
      path: `/api/profiles/${USER_ID}/files`,
      body: { field: 'photoFileId', fileId: result.fileId },
    });
    expect(entry?.call.files?.map((file) => [file.field, file.name, file.blob.size])).toEqual([
      ['file', 'portrait.png', picked.size],
    ]);
    expect((await ownImageBlob(result.fileId))?.size).toBe(picked.size);
  });

  it('refuses an image over 200 KB or of another type before anything is queued', async () => {
    expect(await pickProfileFile('photoFileId', png(200 * 1024 + 1))).toEqual({
      ok: false,
      message: M.imageSize,
    });
    const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    expect(await pickProfileFile('bannerFileId', pdf)).toEqual({ ok: false, message: M.imageType });
    expect(await getDb().outbox.count()).toBe(0);
    expect((await readProfile())?.photoFileId).toBe(SAMPLE_PROFILE.photoFileId);
  });
});

describe('documents picked on the device', () => {
  it('are appended at once and listed by name and size while they wait, the server asked for no more', async () => {
    const cv = new File([new Uint8Array(2048)], 'cv-2026.pdf', { type: 'application/pdf' });
    const result = await pickProfileFile('documentFileIds', cv);
    if (!result.ok) throw new Error('refused');
    const listed = (await readProfile())?.documentFileIds;
    expect(listed).toEqual([...SAMPLE_PROFILE.documentFileIds, result.fileId]);
    // Offline (no fetch here): the queued one is known from its Blob, the server's one not yet.
    expect(await ownFileInfos(listed ?? [])).toEqual([
      { id: result.fileId, name: 'cv-2026.pdf', size: 2048, isQueued: true },
    ]);
  });

  it('refuses a sixth document before anything is queued', async () => {
    const five = Array.from({ length: 5 }, () => ({ size: 1024 }));
    const cv = new File([new Uint8Array(10)], 'extra.pdf', { type: 'application/pdf' });
    expect(await pickProfileFile('documentFileIds', cv, undefined, five)).toEqual({
      ok: false,
      message: M.maxFilesReached,
    });
    expect(await getDb().outbox.count()).toBe(0);
  });
});

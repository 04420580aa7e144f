/**
 * The profile's files: a picked photo, banner, video or document is queued on the specialist's
 * profile row (../files/own-files.ts does the checking, queuing and keeping).
 */

import type { FileKind } from '#core/onboarding/files';
import { PROFILE_ENTITY } from '#core/profile/profile-entity';
import { getDb, type MindofficeDb } from '../db.ts';
import { kindOfFileField, type PickResult, queueRowFile } from '../files/own-files.ts';
import { readProfile } from './profile-commands.ts';

/** The profile's file fields (#core/profile/profile-entity `fileFields`). */
export type ProfileFileField =
  | 'photoFileId'
  | 'bannerFileId'
  | 'videoFileId'
  | 'documentFileIds'
  | 'diplomas';

const ENTITY = PROFILE_ENTITY;

export function kindOfField(field: ProfileFileField): FileKind {
  return kindOfFileField(ENTITY, field);
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
  const profile = await readProfile(db);
  if (!profile) throw new Error('no profile on this device yet');
  return queueRowFile(ENTITY, profile.id, field, file, db, attached);
}

/**
 * The specialist's profile on the server (#core/profile): the row registration created, updated by the
 * office like any synced row. What only the server can check or do, in the owner transaction: every
 * file the write newly refers to (photo, banner, video, a diploma's document, the Documents list) must
 * be the specialist's own upload of the kind its field takes, the Documents together stay within
 * 50 MB; new names are written to the user as well (sign-in, e-mails and the admin read them there);
 * a change to the credentials is flagged to the admin (../credentials/record-credential-changes.ts).
 */

import type { MessageDescriptor } from '@lingui/core';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { DOC_TOTAL_MAX_BYTES } from '#core/constants';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { PROFILE_ENTITY } from '#core/profile/profile-entity';
import { PROFILE_MESSAGES } from '#core/profile/profile-messages';
import type { ProfileFields } from '#core/profile/profile-schema';
import { recordCredentialChanges } from '../credentials/record-credential-changes.ts';
import { specialistProfiles, uploadedFiles, users } from '../db/schema.ts';
import { ownsFile } from '../files/owned-file.ts';
import { defineServerEntity, type ServerEntity } from '../sync/entity-definition.ts';
import type { Tx } from '../sync/owner-transaction.ts';

/** The fields holding one file, the upload kind each must be and the message when it is not. */
const SINGLE_FILES = [
  { field: 'photoFileId', kind: 'photo', message: M.photoRequired },
  { field: 'bannerFileId', kind: 'banner', message: M.bannerRequired },
  { field: 'videoFileId', kind: 'video', message: M.videoRequired },
] as const;

/** Each file id the fields refer to that the stored ones did not, with where it is and its kind. */
function newFiles(fields: ProfileFields, existing: ProfileFields | undefined) {
  const found: { path: string; fileId: string; kind: string; message: MessageDescriptor }[] = [];
  for (const { field, kind, message } of SINGLE_FILES) {
    const fileId = fields[field];
    if (fileId !== null && fileId !== existing?.[field]) found.push({ path: field, fileId, kind, message });
  }
  const storedDiplomaFiles = new Set(existing?.diplomas.map((diploma) => diploma.documentFileId));
  for (const [index, diploma] of fields.diplomas.entries()) {
    if (storedDiplomaFiles.has(diploma.documentFileId)) continue;
    const path = `diplomas.${index}.documentFileId`;
    found.push({ path, fileId: diploma.documentFileId, kind: 'diploma', message: M.fileUnknown });
  }
  for (const [index, fileId] of fields.documentFileIds.entries()) {
    if (existing?.documentFileIds.includes(fileId)) continue;
    found.push({ path: `documentFileIds.${index}`, fileId, kind: 'document', message: M.fileUnknown });
  }
  return found;
}

async function documentsBytes(tx: Tx, ownerId: string, fileIds: readonly string[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  const [row] = await tx
    .select({ total: sum(uploadedFiles.sizeBytes) })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, ownerId), inArray(uploadedFiles.id, [...fileIds])));
  return Number(row?.total ?? 0);
}

export const profileEntity: ServerEntity = defineServerEntity<
  ProfileFields,
  typeof specialistProfiles.$inferSelect
>({
  synced: PROFILE_ENTITY,
  table: specialistProfiles,
  notFound: PROFILE_MESSAGES.notFound,
  async complete(tx, write) {
    const { existing, fields } = write;
    for (const file of newFiles(fields, existing)) {
      if (!(await ownsFile(tx, write.ownerId, file.fileId, file.kind)))
        return { ok: false, errors: { [file.path]: write.i18n._(file.message) } };
    }
    const documentsChanged = fields.documentFileIds.some((id) => !existing?.documentFileIds.includes(id));
    if (
      documentsChanged &&
      (await documentsBytes(tx, write.ownerId, fields.documentFileIds)) > DOC_TOTAL_MAX_BYTES
    )
      return { ok: false, errors: { documentFileIds: write.i18n._(M.documentsTotal) } };
    if (fields.firstName !== existing?.firstName || fields.lastName !== existing?.lastName) {
      await tx
        .update(users)
        .set({ firstName: fields.firstName, lastName: fields.lastName, updatedAt: new Date() })
        .where(eq(users.id, write.ownerId));
    }
    if (existing) await recordCredentialChanges(tx, write.ownerId, existing, fields, new Date());
    return { ok: true, fields };
  },
});

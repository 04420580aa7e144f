/**
 * The specialist's profile on the server (#core/profile): the row registration created, updated by the
 * office like any synced row. What only the server can check or do, in the owner transaction: a new
 * photo, banner or video must be the specialist's own upload of that kind; new names are written to
 * the user as well (sign-in, e-mails and the admin read them there).
 */
import { eq } from 'drizzle-orm';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { PROFILE_ENTITY } from '#core/profile/profile-entity';
import { PROFILE_MESSAGES } from '#core/profile/profile-messages';
import type { ProfileFields } from '#core/profile/profile-schema';
import { specialistProfiles, users } from '../db/schema.ts';
import { ownsFile } from '../files/owned-file.ts';
import { defineServerEntity, type ServerEntity } from './entity-definition.ts';

/** The file fields and the upload kind each must be. */
const FILE_FIELDS = [
  { field: 'photoFileId', kind: 'photo', message: M.photoRequired },
  { field: 'bannerFileId', kind: 'banner', message: M.bannerRequired },
  { field: 'videoFileId', kind: 'video', message: M.videoRequired },
] as const;

export const profileEntity: ServerEntity = defineServerEntity<
  ProfileFields,
  typeof specialistProfiles.$inferSelect
>({
  synced: PROFILE_ENTITY,
  table: specialistProfiles,
  notFound: PROFILE_MESSAGES.notFound,
  async complete(tx, write) {
    const { existing, fields } = write;
    for (const { field, kind, message } of FILE_FIELDS) {
      const fileId = fields[field];
      if (fileId === null || fileId === existing?.[field]) continue;
      if (!(await ownsFile(tx, write.ownerId, fileId, kind)))
        return { ok: false, errors: { [field]: write.i18n._(message) } };
    }
    if (fields.firstName !== existing?.firstName || fields.lastName !== existing?.lastName) {
      await tx
        .update(users)
        .set({ firstName: fields.firstName, lastName: fields.lastName, updatedAt: new Date() })
        .where(eq(users.id, write.ownerId));
    }
    return { ok: true, fields };
  },
});

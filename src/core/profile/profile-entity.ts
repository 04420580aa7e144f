/**
 * The specialist's own profile as a synced entity (`profile.update` on `/api/profiles/:id`, the id
 * being the specialist's user id): one row per specialist, created by registration and Step 2 on the
 * server, so the office only updates it — offline like any other row.
 */
import { defineSyncedEntity } from '../sync/entity.ts';
import { normalizeProfile, profileFieldEntries, profileRuleIssue } from './profile-schema.ts';

export const PROFILES_PATH = '/api/profiles';

export const PROFILE_ENTITY = defineSyncedEntity({
  name: 'profile',
  table: 'profiles',
  path: PROFILES_PATH,
  fieldEntries: profileFieldEntries,
  writes: ['update'],
  // Upload kinds of #core/onboarding/files: their type and size rules apply.
  fileFields: {
    photoFileId: { kind: 'photo', holds: 'one' },
    bannerFileId: { kind: 'banner', holds: 'one' },
    videoFileId: { kind: 'video', holds: 'one' },
    documentFileIds: { kind: 'document', holds: 'list' },
    diplomas: { kind: 'diploma', holds: 'within' },
  },
  crossFieldIssue: profileRuleIssue,
  normalize: normalizeProfile,
});

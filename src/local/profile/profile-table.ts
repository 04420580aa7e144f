/** Version 8: the specialist's own profile (#core/profile), one synced row (id: the user id) read whole. */
import { PROFILE_ENTITY } from '#core/profile/profile-entity';
import type { ProfileRow } from '#core/profile/profile-schema';
import { defineSyncedTable } from '../local-table.ts';

export const PROFILES_TABLE = defineSyncedTable<ProfileRow>()('profiles', {
  entity: PROFILE_ENTITY,
  history: [{ version: 8, stores: 'id' }],
});

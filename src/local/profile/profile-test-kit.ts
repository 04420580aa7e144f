/**
 * The local profile tests' world: a signed-in device holding the sample profile as a pull stores it
 * (version 7, its id the user's), wiped after each test.
 */
import { afterEach, beforeEach } from 'vitest';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import { getDb, wipeLocalData } from '../db.ts';
import { signInAnswer, USER_ID } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';

export function withStoredProfile(): void {
  beforeEach(async () => {
    await saveSignIn(signInAnswer(), Date.now());
    // A clone: the row's arrays are its own, not the sample's frozen ones.
    await getDb().profiles.put(
      structuredClone({
        ...SAMPLE_PROFILE,
        id: USER_ID,
        ownerId: USER_ID,
        version: 7,
        updatedAt: '2031-03-12T08:00:00.000Z',
        deletedAt: null,
      }),
    );
  });
  afterEach(async () => {
    await wipeLocalData();
  });
}

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { RIGHT_CODES } from '#core/auth';
import { getDb, wipeLocalData } from './db.ts';
import { signInAnswer } from './test-support.ts';
import {
  getAccessToken,
  getRights,
  getStoredUserType,
  hasStoredRight,
  readSession,
  saveRefreshedTokens,
  saveSignIn,
} from './token-store.ts';

beforeEach(async () => {
  await wipeLocalData();
});

describe('the stored user type', () => {
  it('defaults to admin when the session stores none', async () => {
    await saveSignIn(signInAnswer(), 0);
    await getDb().session.update('current', (row) => {
      delete row.userType;
    });

    expect(await getStoredUserType()).toBe('admin');
  });

  it('defaults to admin when nobody is signed in', async () => {
    expect(await getStoredUserType()).toBe('admin');
  });

  it('is the stored one when present', async () => {
    await saveSignIn(signInAnswer({ userType: 'specialist' }), 0);

    expect(await getStoredUserType()).toBe('specialist');
  });
});

describe('the session', () => {
  it('keeps the sign-in answer and the time it was received', async () => {
    await saveSignIn(signInAnswer(), 1234);

    expect(await readSession()).toMatchObject({ token: 'access-token-1', lastRefreshAt: 1234 });
    expect(await getAccessToken()).toBe('access-token-1');
  });

  it('answers the rights data items and checks them by code', async () => {
    await saveSignIn(signInAnswer({ rights: [{ code: RIGHT_CODES.office, data: { seats: 1 } }] }), 0);

    expect(await getRights()).toEqual([{ code: 'office', data: { seats: 1 } }]);
    expect(await hasStoredRight(RIGHT_CODES.office)).toBe(true);
    expect(await hasStoredRight(RIGHT_CODES.adminMail)).toBe(false);
  });

  it('stores rotated tokens and the refresh time', async () => {
    await saveSignIn(signInAnswer(), 0);

    const tokens = { token: 't2', refreshToken: 'r2', refreshTokenExpireAt: '2099-01-01T00:00:00.000Z' };
    expect(await saveRefreshedTokens(tokens, 99)).toBe(true);
    expect(await readSession()).toMatchObject({ ...tokens, lastRefreshAt: 99 });
  });

  it('does not bring a wiped session back when a late refresh answer arrives', async () => {
    await saveSignIn(signInAnswer(), 0);
    await wipeLocalData();

    const tokens = { token: 't2', refreshToken: 'r2', refreshTokenExpireAt: '2099-01-01T00:00:00.000Z' };
    expect(await saveRefreshedTokens(tokens, 99)).toBe(false);
    expect(await readSession()).toBeUndefined();
  });
});

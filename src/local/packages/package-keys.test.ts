import { describe, expect, it } from 'vitest';
import { SAMPLE_PACKAGE } from '#core/packages/sample-package';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { withoutSessionKeys, withSessionKeys } from '../sessions/session-keys.ts';
import { withoutPackageKeys, withPackageKeys } from './package-keys.ts';

const meta = { id: 'p1', ownerId: 'o', version: 1, updatedAt: SAMPLE_PACKAGE.purchasedAt, deletedAt: null };
const sold = { ...SAMPLE_PACKAGE, ...meta, paid: false };

describe('package index keys', () => {
  it('files a live unpaid package under its purchase and expiry, and a paid one not as unpaid', () => {
    expect(withPackageKeys(sold)).toMatchObject({
      livePurchasedAt: sold.purchasedAt,
      unpaidPurchasedAt: sold.purchasedAt,
      liveExpiresAt: sold.expiresAt,
    });
    expect(withPackageKeys(withPackageKeys({ ...sold, paid: true }))).not.toHaveProperty('unpaidPurchasedAt');
  });

  it('gives a tombstone no key, and takes the keys off for the screens', () => {
    expect(withoutPackageKeys(withPackageKeys(sold))).toEqual(sold);
    expect(Object.keys(withPackageKeys({ ...sold, deletedAt: sold.purchasedAt }))).toEqual(Object.keys(sold));
  });

  it('counts a session against its package while it is live and not cancelled', () => {
    const session = { ...SAMPLE_SESSION, ...meta, type: 'package' as const, packageId: 'pkg' };
    expect(withSessionKeys(session).livePackageId).toBe('pkg');
    expect(withSessionKeys({ ...session, status: 'completed' }).livePackageId).toBe('pkg');
    expect(withSessionKeys({ ...session, status: 'cancelled' }).livePackageId).toBeUndefined();
    expect(withSessionKeys({ ...session, deletedAt: session.startsAt }).livePackageId).toBeUndefined();
    expect(withSessionKeys({ ...session, type: 'single', packageId: null }).livePackageId).toBeUndefined();
    expect(withoutSessionKeys(withSessionKeys(session))).toEqual(session);
  });
});

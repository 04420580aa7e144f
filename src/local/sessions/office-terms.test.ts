import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileRow } from '#core/profile/profile-schema';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import { COMMISSION_RATE_PATH } from '#core/sessions/commission-api';
import { deviceTimeZone } from '#core/sessions/session-time';
import { wipeLocalData } from '../db.ts';
import { sessionEvents } from '../session-events.ts';
import { envelope, scriptedFetch, signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import {
  COMMISSION_RATE_FRESH_MS,
  defaultOfficeTerms,
  priceFor,
  readOfficeTerms,
  refreshOfficeTerms,
  withProfile,
} from './office-terms.ts';

const PROFILE: ProfileRow = {
  ...SAMPLE_PROFILE,
  spokenLanguages: [...SAMPLE_PROFILE.spokenLanguages],
  patientCategories: [...SAMPLE_PROFILE.patientCategories],
  problems: [...SAMPLE_PROFILE.problems],
  therapyModes: [...SAMPLE_PROFILE.therapyModes],
  availability: [...SAMPLE_PROFILE.availability],
  daysOff: [{ from: '2026-12-24', to: '2027-01-02' }],
  price60Cents: 7_050,
  timeZone: 'Asia/Tokyo',
  id: crypto.randomUUID(),
  ownerId: crypto.randomUUID(),
  version: 3,
  updatedAt: '2026-11-23T10:00:00.000Z',
  deletedAt: null,
};

describe('withProfile', () => {
  it('takes the prices in minor units, the availability, days off and time zone from the profile', () => {
    const terms = withProfile(defaultOfficeTerms(), PROFILE);
    expect(terms).toMatchObject({
      currency: 'EUR',
      availability: PROFILE.availability,
      daysOff: PROFILE.daysOff,
      sessionOffer: 'both',
      timeZone: 'Asia/Tokyo',
    });
    expect(priceFor(terms, 30)).toBe(4000);
    expect(priceFor(terms, 60)).toBe(7050);
  });

  it('keeps the device’s zone for a profile that has none', () => {
    const terms = withProfile(
      { ...defaultOfficeTerms(), timeZone: 'Asia/Tokyo' },
      { ...PROFILE, timeZone: null },
    );
    expect(terms.timeZone).toBe(deviceTimeZone());
  });

  it('has no prices before the profile is on the device', () => {
    expect(priceFor(defaultOfficeTerms(), 60)).toBeUndefined();
  });
});

describe('refreshOfficeTerms', () => {
  const T0 = Date.parse('2026-11-26T09:00:00Z');
  let network: ReturnType<typeof scriptedFetch>;
  const asked = () => network.sent.filter((sent) => sent.url.pathname === COMMISSION_RATE_PATH).length;

  beforeEach(async () => {
    await wipeLocalData();
    // A sign-in, as the app announces it: the last refresh is forgotten.
    sessionEvents.emit('session-changed', { kind: 'signed-in', fromOtherContext: false });
    vi.stubGlobal('location', { origin: 'http://localhost' });
    network = scriptedFetch(() => envelope({ rateBps: 1_750 }));
    vi.stubGlobal('fetch', network.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server once for the parts of a page that mount together, then again a minute later', async () => {
    await saveSignIn(signInAnswer(), T0);
    const terms = await Promise.all([
      refreshOfficeTerms(undefined, T0),
      refreshOfficeTerms(undefined, T0 + 5),
    ]);
    await refreshOfficeTerms(undefined, T0 + COMMISSION_RATE_FRESH_MS - 1);
    expect(asked()).toBe(1);
    expect(terms.map((one) => one.commissionRateBps)).toEqual([1_750, 1_750]);
    expect((await readOfficeTerms()).commissionRateBps).toBe(1_750);

    await refreshOfficeTerms(undefined, T0 + COMMISSION_RATE_FRESH_MS);
    expect(asked()).toBe(2);
  });

  it('asks again after a new sign-in, within the minute', async () => {
    await saveSignIn(signInAnswer(), T0);
    await refreshOfficeTerms(undefined, T0);
    sessionEvents.emit('session-changed', { kind: 'tokens-refreshed', fromOtherContext: false });
    await refreshOfficeTerms(undefined, T0 + 1);
    expect(asked()).toBe(1);
    sessionEvents.emit('session-changed', { kind: 'signed-out', reason: 'sign-out', fromOtherContext: true });
    await refreshOfficeTerms(undefined, T0 + 2);
    expect(asked()).toBe(2);
  });

  it('does not ask for an admin, who has no rate to read', async () => {
    await saveSignIn(signInAnswer({ userType: 'admin' }), T0);
    expect((await refreshOfficeTerms(undefined, T0)).commissionRateBps).toBe(
      defaultOfficeTerms().commissionRateBps,
    );
    expect(asked()).toBe(0);
  });
});

import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import { getDb } from '../db.ts';
import { readOfficeTerms } from '../sessions/office-terms.ts';
import { USER_ID } from '../test-support.ts';
import { readProfile, updateProfile } from './profile-commands.ts';
import { withStoredProfile } from './profile-test-kit.ts';

withStoredProfile();

const queued = () => getDb().outbox.toArray();

describe('profile updates on the device', () => {
  it('queues only the changed fields, shows them at once and feeds the booking terms', async () => {
    const result = await updateProfile({
      ...SAMPLE_PROFILE,
      biography: '  Couples too.  ',
      price60Cents: 9_000,
      availability: [...SAMPLE_PROFILE.availability],
    });
    expect(result.ok).toBe(true);
    const [entry] = await queued();
    expect(entry?.name).toBe('profile.update');
    expect(entry?.args).toEqual({
      id: USER_ID,
      baseVersion: 7,
      changes: { biography: 'Couples too.', price60Cents: 9_000 },
    });
    expect((await readProfile())?.biography).toBe('Couples too.');
    expect((await readOfficeTerms()).price60).toBe(9_000);
  });

  it('refuses what the profile rules refuse, with their message ids, and queues nothing', async () => {
    const result = await updateProfile({ profession: 'coach' });
    expect(result).toEqual({ ok: false, errors: { professionTitle: M.professionTitleRequired.id } });
    const slots = await updateProfile({ availability: [{ day: 'mon', start: '12:00', end: '09:00' }] });
    expect(slots).toEqual({ ok: false, errors: { 'availability.0.end': M.availabilityTimeOrder.id } });
    expect(await queued()).toEqual([]);
    expect((await readProfile())?.profession).toBe('psychologist');
  });

  it('queues nothing for a save without a change', async () => {
    expect(await updateProfile({ iban: 'FR76 3000 6000 0112 3456 7890 189' })).toEqual({
      ok: true,
      entry: undefined,
    });
    expect(await queued()).toEqual([]);
  });
});

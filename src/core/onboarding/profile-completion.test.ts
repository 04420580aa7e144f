import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isValidIban, normalizeIban } from './iban.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';
import {
  basicInfoStepSchema,
  editSessionSchema,
  nextProfileStep,
  sessionStepSchema,
} from './profile-completion.ts';

const session = {
  price30: 35.5,
  price60: 60,
  availability: [{ day: 'fri', start: '08:30', end: '11:45' }],
  sessionOffer: 'packages',
  bankName: 'Attijariwafa bank',
  iban: 'ma64 0115 1900 0001 2050 0053 4921',
};

describe('profile completion steps', () => {
  it('goes photo → basic-info → session and then has no next step', () => {
    expect(nextProfileStep([])).toBe('photo');
    expect(nextProfileStep(['photo'])).toBe('basic-info');
    expect(nextProfileStep(['photo', 'basic-info'])).toBe('session');
    expect(nextProfileStep(['photo', 'basic-info', 'session'])).toBeUndefined();
  });

  it('defaults the currency to $ and stores the IBAN without spaces', () => {
    const parsed = v.parse(sessionStepSchema, session);
    expect(parsed.currency).toBe('$');
    expect(parsed.iban).toBe('MA64011519000001205000534921');
  });

  it('refuses prices with more than two decimals and slots ending before they start', () => {
    const result = v.safeParse(sessionStepSchema, {
      ...session,
      price30: 10.555,
      availability: [{ day: 'fri', start: '12:00', end: '12:00' }],
    });
    const messages = result.issues?.map((issue) => issue.message);
    expect(messages).toContain(M.priceInvalid.id);
    expect(messages).toContain(M.availabilityTimeOrder.id);
  });

  it('needs the specify field only when Other is ticked', () => {
    const info = {
      biography: 'Bio',
      bannerFileId: crypto.randomUUID(),
      patientCategories: ['children_6_12'],
      therapyModes: ['audio'],
    };
    expect(v.safeParse(basicInfoStepSchema, { ...info, problems: ['depression'] }).success).toBe(true);
    const other = v.safeParse(basicInfoStepSchema, { ...info, problems: ['other'] });
    expect(other.issues?.[0]?.message).toBe(M.otherProblemRequired.id);
  });

  it('edits any subset of the session, but not nothing', () => {
    expect(v.safeParse(editSessionSchema, { price60: 80 }).success).toBe(true);
    expect(v.safeParse(editSessionSchema, {}).success).toBe(false);
  });
});

describe('IBAN check', () => {
  it('accepts real IBANs of several countries and refuses a wrong checksum or length', () => {
    for (const iban of [
      'FR7630006000011234567890189',
      'DE89370400440532013000',
      'GB29NWBK60161331926819',
      'SA0380000000608010167519',
      'AE070331234567890123456',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
    expect(isValidIban('FR7630006000011234567890188')).toBe(false);
    expect(isValidIban('FR763000600001123456789018')).toBe(false);
    expect(isValidIban('XX00')).toBe(false);
    // The checksum holds, but a German account number is digits only (the country's BBAN format).
    expect(isValidIban('DE32370400440532A13000')).toBe(false);
    expect(normalizeIban(' fr76-3000 6000 ')).toBe('FR7630006000');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMISSION_RATE_MAX_BPS,
  currencyCodeOfProfile,
  DEFAULT_COMMISSION_RATE_BPS,
  formatMoney,
  inconsistentMoneyField,
  MONEY_MAX_MINOR,
  majorToMinor,
  minorToMajor,
  minorUnitDigits,
  profilePriceToMinor,
  sessionMoney,
} from './session-money.ts';

/** Intl separates with no-break spaces of several widths: compared on plain spaces, without the isolate. */
const plain = (text: string) => text.replace(/\s/g, ' ').replace(/[\u2066\u2068\u2069]/g, '');

describe('the four money fields', () => {
  it('takes 10 % by default out of what the specialist earns; the patient pays the listed charge', () => {
    expect(DEFAULT_COMMISSION_RATE_BPS).toBe(1000);
    expect(sessionMoney(8000, DEFAULT_COMMISSION_RATE_BPS)).toEqual({
      charge: 8000,
      commission: 800,
      amount: 7200,
      totalAmount: 8000,
    });
  });

  it.each([
    // [charge, rate in bps, commission]: exact half minor units go up, anything below down
    [45, 1000, 5], // 4.5
    [44, 1000, 4], // 4.4
    [46, 1000, 5], // 4.6
    [1, 5000, 1], // 0.5
    [3, 1250, 0], // 0.375
    [5, 1250, 1], // 0.625
    [4550, 1500, 683], // 682.5
    [0, 1000, 0],
    [8000, 0, 0],
    [8000, COMMISSION_RATE_MAX_BPS, 8000],
  ])('charge %i at %i bps: commission %i (half up)', (charge, rate, commission) => {
    expect(sessionMoney(charge, rate)).toEqual({
      charge,
      commission,
      amount: charge - commission,
      totalAmount: charge,
    });
  });

  it('always adds up exactly and rounds to the nearest minor unit, on the whole range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MONEY_MAX_MINOR }),
        fc.integer({ min: 0, max: COMMISSION_RATE_MAX_BPS }),
        (charge, rate) => {
          const money = sessionMoney(charge, rate);
          expect(money.commission + money.amount).toBe(charge);
          expect(money.totalAmount).toBe(charge);
          expect(Number.isInteger(money.commission)).toBe(true);
          expect(Math.abs(money.commission - (charge * rate) / 10_000)).toBeLessThanOrEqual(0.5);
          expect(money.amount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('finds the first field that does not follow from the charge and rate', () => {
    const consistent = { ...sessionMoney(4550, 1000), commissionRateBps: 1000 };
    expect(inconsistentMoneyField(consistent)).toBeUndefined();
    expect(inconsistentMoneyField({ ...consistent, commission: 0 })).toBe('commission');
    expect(inconsistentMoneyField({ ...consistent, amount: 4550 })).toBe('amount');
    expect(inconsistentMoneyField({ ...consistent, totalAmount: 5005 })).toBe('totalAmount');
    expect(inconsistentMoneyField({ ...consistent, commissionRateBps: 2000 })).toBe('commission');
  });
});

describe('minor units of a currency', () => {
  it('knows the decimals of each currency from Intl (CLDR)', () => {
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('MAD')).toBe(2);
    expect(minorUnitDigits('KWD')).toBe(3);
    expect(minorUnitDigits('TND')).toBe(3);
  });

  it.each([
    ['45.50', 'USD', 4550],
    ['45.5', 'USD', 4550],
    ['45,50', 'EUR', 4550],
    [' 45 ', 'EUR', 4500],
    ['0.05', 'USD', 5],
    ['0', 'USD', 0],
    ['45.', 'USD', 4500],
    ['4500', 'JPY', 4500],
    ['12.345', 'KWD', 12345],
    ['12.3', 'TND', 12300],
    ['1000000', 'KWD', MONEY_MAX_MINOR],
  ])('reads %s %s as %i minor units', (text, currency, minor) => {
    expect(majorToMinor(text, currency)).toBe(minor);
  });

  it.each([
    ['45.505', 'USD'], // more decimals than the currency has
    ['4500.5', 'JPY'],
    ['12.3456', 'KWD'],
    ['-1', 'USD'],
    ['', 'USD'],
    ['1e3', 'USD'],
    ['1 000', 'EUR'],
    ['1,000.50', 'USD'],
    ['abc', 'USD'],
    ['10000000.01', 'USD'], // above the maximum
  ])('refuses %s %s', (text, currency) => {
    expect(majorToMinor(text, currency)).toBeUndefined();
  });

  it('writes minor units back as major-unit text for an input, and the two round-trip', () => {
    expect(minorToMajor(4550, 'USD')).toBe('45.50');
    expect(minorToMajor(5, 'USD')).toBe('0.05');
    expect(minorToMajor(0, 'EUR')).toBe('0.00');
    expect(minorToMajor(4500, 'JPY')).toBe('4500');
    expect(minorToMajor(12345, 'KWD')).toBe('12.345');
    expect(minorToMajor(-5, 'USD')).toBe('-0.05');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MONEY_MAX_MINOR }),
        fc.constantFrom('USD', 'JPY', 'KWD'),
        (minor, code) => {
          expect(majorToMinor(minorToMajor(minor, code), code)).toBe(minor);
        },
      ),
    );
  });

  it('formats an amount in the language of the interface', () => {
    expect(formatMoney(4550, 'USD', 'en')).toBe('\u2068$45.50\u2069');
    expect(plain(formatMoney(450000, 'JPY', 'en'))).toBe('¥450,000');
    expect(plain(formatMoney(12345, 'KWD', 'en'))).toBe('KWD 12.345');
    expect(plain(formatMoney(4550, 'EUR', 'fr'))).toBe('45,50 €');
    expect(plain(formatMoney(123456, 'MAD', 'fr'))).toBe('1 234,56 MAD');
    expect(formatMoney(4550, 'SAR', 'ar')).toMatch(/٤٥٫٥٠|45\.50/);
    // "US$" stays whole right to left: the currency is a left-to-right isolate inside the amount's.
    expect(formatMoney(8000, 'USD', 'ar')).toMatch(/^\u2068.*\u2066US\$\u2069\u2069$/);
  });
});

describe('from the profile pricing', () => {
  it('reads the profile currency as an ISO code', () => {
    expect(currencyCodeOfProfile('$')).toBe('USD');
    expect(currencyCodeOfProfile('€')).toBe('EUR');
    expect(currencyCodeOfProfile('£')).toBe('GBP');
    expect(currencyCodeOfProfile('MAD')).toBe('MAD');
  });

  it("converts the profile's hundredths to the currency's minor units", () => {
    expect(profilePriceToMinor(4550, 'USD')).toBe(4550);
    expect(profilePriceToMinor(4550, 'TND')).toBe(45500);
    expect(profilePriceToMinor(450000, 'JPY')).toBe(4500);
    expect(profilePriceToMinor(10_000_000, 'TND')).toBe(100_000_000);
  });
});

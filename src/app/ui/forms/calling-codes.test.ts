import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { CALLING_CODES } from './calling-codes.ts';

describe('the calling-code table', () => {
  it('lists exactly libphonenumber’s countries with their calling codes', () => {
    expect(CALLING_CODES).toEqual(
      Object.fromEntries(getCountries().map((country) => [country, getCountryCallingCode(country)])),
    );
  });
});

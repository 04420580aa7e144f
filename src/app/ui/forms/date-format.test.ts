import { describe, expect, it } from 'vitest';
import { formatDisplayDate, parseDisplayDate } from './date-format.ts';

describe('DD/MM/YYYY dates', () => {
  it('reads a day-first date into the ISO calendar date', () => {
    expect(parseDisplayDate('07/03/1990')).toBe('1990-03-07');
    expect(parseDisplayDate('7/3/1990')).toBe('1990-03-07');
  });

  it('refuses a date that does not exist or another format', () => {
    expect(parseDisplayDate('31/02/1990')).toBeNull();
    expect(parseDisplayDate('1990-03-07')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });

  it('shows an ISO date day first', () => {
    expect(formatDisplayDate('1990-03-07')).toBe('07/03/1990');
  });
});

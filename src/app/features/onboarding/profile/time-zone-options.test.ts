import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zone-options.ts';

describe('timeZoneOptions', () => {
  it('lists every zone once, labelled with its offset, west to east', () => {
    const options = timeZoneOptions('en', 'Europe/Paris');
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    expect(options.find((option) => option.value === 'America/New_York')?.label).toMatch(
      /^\(GMT-0[45]:00\) America\/New York$/,
    );
    const order = (zone: string) => options.findIndex((option) => option.value === zone);
    expect(order('America/Los_Angeles')).toBeLessThan(order('Europe/London'));
    expect(order('Europe/London')).toBeLessThan(order('Asia/Tokyo'));
  });

  it('keeps a zone the list leaves out (an alias such as UTC) when it is the current one', () => {
    expect(timeZoneOptions('fr', 'UTC')[0]?.value).toBe('UTC');
    expect(timeZoneOptions('fr', 'Europe/Paris')[0]?.value).not.toBe('UTC');
  });

  it('writes the offset in the interface language', () => {
    const tokyo = timeZoneOptions('ar', 'Asia/Tokyo').find((option) => option.value === 'Asia/Tokyo');
    expect(tokyo?.label).not.toContain('GMT');
    expect(tokyo?.label).toContain('Asia/Tokyo');
  });
});

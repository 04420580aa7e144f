import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zone-options.ts';

describe('timeZoneOptions', () => {
  it('lists every zone once, labelled with its offset, west to east', () => {
    const options = timeZoneOptions('en', 'Europe/Paris');
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    const newYork = options.find((option) => option.value === 'America/New_York')?.label;
    expect(newYork?.replace(/[\u2066\u2069]/g, '')).toMatch(/^\(GMT-0[45]:00\) America\/New York$/);
    // Each part is a left-to-right isolate, so Arabic text around it cannot reorder it.
    expect(newYork).toMatch(/^\(\u2066GMT-0[45]:00\u2069\) \u2066America\/New York\u2069$/);
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

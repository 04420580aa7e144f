import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as ar } from '../../../../locales/ar/messages.ts';
import { messages as en } from '../../../../locales/en/messages.ts';
import { messages as fr } from '../../../../locales/fr/messages.ts';
import { formatBytes } from './format-bytes.ts';

describe('file sizes', () => {
  afterEach(() => i18n.activate('en'));

  it('counts in powers of 1024 with at most one decimal', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(4.25 * 1024, 'en')).toBe('4.3 kB');
    expect(formatBytes(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(formatBytes(100 * 1024 * 1024, 'en')).toBe('100 MB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    expect(formatBytes(1023.96 * 1024, 'en')).toBe('1 MB');
    expect(formatBytes(1023.9 * 1024, 'en')).toBe('1023.9 kB');
  });

  it('writes the French decimal comma and units', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: fr });
    expect(formatBytes(4.25 * 1024 * 1024, 'fr')).toBe('4,3\u00a0Mo');
    expect(formatBytes(300, 'fr')).toBe('300\u00a0o');
  });

  it('writes the Arabic units', () => {
    i18n.loadAndActivate({ locale: 'ar', messages: ar });
    expect(formatBytes(10 * 1024 * 1024, 'ar')).toBe('10 ميغابايت');
    expect(formatBytes(2.5 * 1024, 'ar')).toBe('2.5 كيلوبايت');
  });
});

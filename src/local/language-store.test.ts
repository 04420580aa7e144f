import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { wipeLocalData } from './db.ts';
import {
  detectLanguage,
  forgetStoredLanguage,
  getLanguage,
  getStoredLanguage,
  storeLanguage,
} from './language-store.ts';

beforeEach(async () => {
  await wipeLocalData();
  forgetStoredLanguage();
});

describe('detectLanguage', () => {
  it('takes the lang query parameter in any case and remembers it upper-case', async () => {
    expect(await detectLanguage('?lang=ar')).toBe('AR');
    expect(await getStoredLanguage()).toBe('AR');
  });

  it('falls back to the stored choice without a lang parameter', async () => {
    await storeLanguage('FR');

    expect(await detectLanguage('?page=2')).toBe('FR');
  });

  it('ignores an unknown lang value and keeps the stored choice', async () => {
    await storeLanguage('FR');

    expect(await detectLanguage('?lang=de')).toBe('FR');
    expect(await getStoredLanguage()).toBe('FR');
  });

  it('keeps the choice through the logout wipe, since it is a device preference and not user data', async () => {
    await storeLanguage('AR');
    await wipeLocalData();

    expect(await getStoredLanguage()).toBe('AR');
  });

  it('falls back to EN when nothing is chosen', async () => {
    expect(await detectLanguage('')).toBe('EN');
    expect(await getStoredLanguage()).toBeUndefined();
    expect(await getLanguage()).toBe('EN');
  });
});

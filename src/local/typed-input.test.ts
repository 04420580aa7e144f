import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { wipeLocalData } from './db.ts';
import { forgetStoredInput, keepTypedInput, readTypedInput } from './typed-input.ts';

afterEach(async () => {
  await wipeLocalData();
});

describe('typed input kept on the device', () => {
  it('keeps each field as last typed, valid or not', async () => {
    await keepTypedInput('article:a', { titleEn: 'H' });
    await keepTypedInput('article:a', { titleEn: 'Hello', doctorName: '' });
    expect(await readTypedInput('article:a')).toEqual({ titleEn: 'Hello', doctorName: '' });
    expect(await readTypedInput('article:b')).toEqual({});
  });

  it('forgets a field once the record holds its value, not one typed again since', async () => {
    await keepTypedInput('article:a', { titleEn: 'Hello', titleFr: 'Bonjour' });
    // The save sent "Hel" for the title; "Hello" was typed while it ran.
    await forgetStoredInput('article:a', { titleEn: 'Hel', titleFr: 'Bonjour' });
    expect(await readTypedInput('article:a')).toEqual({ titleEn: 'Hello' });
    await forgetStoredInput('article:a', { titleEn: 'Hello' });
    expect(await readTypedInput('article:a')).toEqual({});
  });

  it('compares structured values (a rich text body) by content', async () => {
    const body = { type: 'doc', content: [{ type: 'paragraph' }] };
    await keepTypedInput('article:a', { contentEn: body });
    await forgetStoredInput('article:a', { contentEn: structuredClone(body) });
    expect(await readTypedInput('article:a')).toEqual({});
  });
});

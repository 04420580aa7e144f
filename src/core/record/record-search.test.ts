import { describe, expect, it } from 'vitest';
import { foldSearchText, searchWordsOf } from './record-search.ts';

describe('the record search’s folding', () => {
  it('finds French without regard to accents and ligatures', () => {
    expect(foldSearchText('Anxiété ÉLEVÉE, cœur')).toBe('anxiete elevee, coeur');
  });

  it('finds Arabic without regard to diacritics, tatweel and the forms of alef and hamza', () => {
    // "he was afraid" with and without harakat and shadda, and with a stretched letter.
    expect(foldSearchText('خَافَ')).toBe(foldSearchText('خاف'));
    expect(foldSearchText('شـــديد')).toBe(foldSearchText('شديد'));
    expect(foldSearchText('مُدَرِّسَة')).toBe(foldSearchText('مدرسه'));
    for (const spelling of ['أسرة', 'إسرة', 'آسرة', 'اسرة', 'ٱسرة'])
      expect(foldSearchText(spelling)).toBe('اسره');
    expect(foldSearchText('مسؤول')).toBe(foldSearchText('مسوول'));
    expect(foldSearchText('رئيس')).toBe(foldSearchText('رييس'));
    expect(foldSearchText('مستشفى')).toBe(foldSearchText('مستشفي'));
  });

  it('splits words of every script and keeps each once', () => {
    expect(searchWordsOf('Panic — panique, نوبة هلع (2 fois) PANIC')).toEqual([
      'panic',
      'panique',
      'نوبه',
      'هلع',
      '2',
      'fois',
    ]);
  });
});

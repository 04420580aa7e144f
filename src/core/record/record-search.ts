/**
 * How the clinical record is searched (issue 38): text folded so that what a clinician types finds
 * what was written however it was spelled — French without regard to accents, Arabic without regard
 * to its diacritics (harakat, shadda, tatweel) and to the forms of alef and hamza (أ إ آ ٱ ا are one
 * letter, ؤ is و, ئ and ى are ي, ة is ه). Pure: the device's index keys and the query use the same fold.
 */
import type { RecordAddendumFields } from './record-addendum-schema.ts';
import { type RecordEntryFields, writtenSections } from './record-entry-schema.ts';

/** Letters that stay distinct after NFD but that a search treats as one. */
const ARABIC_LETTER_FORMS: Readonly<Record<string, string>> = {
  ٱ: 'ا', // alef wasla
  ى: 'ي', // alef maksura
  ة: 'ه', // teh marbuta
  ء: '', // a lone hamza: written or not
  ـ: '', // tatweel, the stretching stroke
};
const ARABIC_FORM_PATTERN = new RegExp(`[${Object.keys(ARABIC_LETTER_FORMS).join('')}]`, 'gu');
const LATIN_LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/**
 * Lower case, marks removed after canonical decomposition (é → e, أ → ا + hamza mark → ا, the
 * harakat are marks), then the Arabic letter forms and Latin ligatures folded.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(ARABIC_FORM_PATTERN, (letter) => ARABIC_LETTER_FORMS[letter] ?? letter)
    .replace(/[œæß]/gu, (letter) => LATIN_LIGATURES[letter] ?? letter);
}

/** The distinct folded words of a text (letters and digits of any script). */
export function searchWordsOf(text: string): string[] {
  return [
    ...new Set(
      foldSearchText(text)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word !== ''),
    ),
  ];
}

/**
 * Everything of an entry a search looks into, in reading order: its plan's problems and goals, then
 * its sections in the template's order (the list's snippet shows its start).
 */
export function recordEntryText(fields: Pick<RecordEntryFields, 'template' | 'sections' | 'plan'>): string {
  const plan = fields.plan ? [...fields.plan.problems, ...fields.plan.goals].map((item) => item.text) : [];
  const texts = writtenSections(fields).map((key) => fields.sections[key] ?? '');
  return [...plan, ...texts].join('\n');
}

export function recordAddendumText(fields: Pick<RecordAddendumFields, 'text'>): string {
  return fields.text;
}

/**
 * Spoken languages offered on the registration form, as ISO 639-1 codes (lower case) with labels.
 * The list is closed so every label is translated; extend it here, never on the client alone.
 */
import { codesOf, type ReferenceItem } from './reference-item.ts';

export const SPOKEN_LANGUAGES = [
  { code: 'ar', label: /*i18n*/ { id: 'ref.lang.ar', message: 'Arabic' } },
  { code: 'en', label: /*i18n*/ { id: 'ref.lang.en', message: 'English' } },
  { code: 'fr', label: /*i18n*/ { id: 'ref.lang.fr', message: 'French' } },
  { code: 'es', label: /*i18n*/ { id: 'ref.lang.es', message: 'Spanish' } },
  { code: 'de', label: /*i18n*/ { id: 'ref.lang.de', message: 'German' } },
  { code: 'it', label: /*i18n*/ { id: 'ref.lang.it', message: 'Italian' } },
  { code: 'pt', label: /*i18n*/ { id: 'ref.lang.pt', message: 'Portuguese' } },
  { code: 'nl', label: /*i18n*/ { id: 'ref.lang.nl', message: 'Dutch' } },
  { code: 'tr', label: /*i18n*/ { id: 'ref.lang.tr', message: 'Turkish' } },
  { code: 'fa', label: /*i18n*/ { id: 'ref.lang.fa', message: 'Persian' } },
  { code: 'ur', label: /*i18n*/ { id: 'ref.lang.ur', message: 'Urdu' } },
  { code: 'hi', label: /*i18n*/ { id: 'ref.lang.hi', message: 'Hindi' } },
  { code: 'ru', label: /*i18n*/ { id: 'ref.lang.ru', message: 'Russian' } },
  { code: 'zh', label: /*i18n*/ { id: 'ref.lang.zh', message: 'Chinese' } },
  { code: 'he', label: /*i18n*/ { id: 'ref.lang.he', message: 'Hebrew' } },
  { code: 'el', label: /*i18n*/ { id: 'ref.lang.el', message: 'Greek' } },
] as const satisfies readonly ReferenceItem[];
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number]['code'];
export const SPOKEN_LANGUAGE_CODES = codesOf(SPOKEN_LANGUAGES);

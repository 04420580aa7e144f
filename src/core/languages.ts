/**
 * The three interface languages. Stored and displayed values are upper-case codes (spec §1);
 * Lingui catalogs and `<html lang>` use the lower-case locale.
 */

export const LANGUAGE_CODES = ['EN', 'FR', 'AR'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export type Locale = Lowercase<LanguageCode>;

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

/** Accepts any case ("ar", "Ar", "AR"); anything else is not a language. */
export function parseLanguageCode(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return (LANGUAGE_CODES as readonly string[]).includes(upper) ? (upper as LanguageCode) : undefined;
}

/**
 * The spec's order: the `lang` query parameter, then the stored choice, then EN.
 */
export function resolveLanguage(queryValue: unknown, storedValue: unknown): LanguageCode {
  return parseLanguageCode(queryValue) ?? parseLanguageCode(storedValue) ?? DEFAULT_LANGUAGE;
}

export function toLocale(code: LanguageCode): Locale {
  return code.toLowerCase() as Locale;
}

export function isRightToLeft(code: LanguageCode): boolean {
  return code === 'AR';
}

/** Each language in its own name (a language picker's options read the same in every interface). */
export const NATIVE_LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  EN: 'English',
  FR: 'Français',
  AR: 'العربية',
};

// Sizes are written without Intl.NumberFormat: the browser loads its number data when the first
// formatter is built, 90–200 ms on a phone-speed CPU, and the sign-up page's dropzones write their
// limits while hydrating. The units are the catalogs' to translate; the number needs only its decimal
// separator (at most one fraction digit, and below 1,024 no thousands to group).
import { i18n } from '@lingui/core';
import type { Locale } from '#core/languages';

// Plain descriptors (no macro), so the unit test reads the real catalogs.
const UNITS = [
  /*i18n*/ { id: 'files.size.bytes', message: '{size} B' },
  /*i18n*/ { id: 'files.size.kilobytes', message: '{size} kB' },
  /*i18n*/ { id: 'files.size.megabytes', message: '{size} MB' },
] as const;
const DECIMAL_SEPARATOR: Record<Locale, string> = { en: '.', fr: ',', ar: '.' };

const toTenths = (value: number) => Math.round(value * 10) / 10;

/** "4.2 MB", in the interface language (bytes counted in powers of 1024, as the limits are). */
export function formatBytes(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  // Rounded first, so 1,023.96 kB reads "1 MB" rather than "1024 kB".
  while (toTenths(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const size = String(toTenths(value)).replace('.', DECIMAL_SEPARATOR[locale]);
  // Built apart from the call: Lingui's extractor reads an object literal passed to i18n._ as a
  // message to extract, and a spread in it crashes the extraction.
  const descriptor = { ...(UNITS[unit] ?? UNITS[2]), values: { size } };
  return i18n._(descriptor);
}

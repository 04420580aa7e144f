// Country options labelled in the interface language. Codes are ISO 3166-1 alpha-2 (what the API
// stores); names come from the browser's Intl.DisplayNames so no list of 250 names ships in three
// languages. The code list is libphonenumber's, copied in calling-codes.ts so it costs no metadata.
import { CALLING_CODES } from './calling-codes.ts';

export type CountryOption = { value: string; label: string };

const cache = new Map<string, CountryOption[]>();
const namesCache = new Map<string, Intl.DisplayNames>();

// Building the first Intl.DisplayNames loads the browser's region names: a long task on a phone, so the
// selects ask for it only once a country is shown or the user reaches them (useCountryOptions.ts).
function regionNames(locale: string): Intl.DisplayNames {
  let names = namesCache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    namesCache.set(locale, names);
  }
  return names;
}

/** One country's option, labelled in `locale`. */
export function countryOption(locale: string, code: string): CountryOption {
  return { value: code, label: regionNames(locale).of(code) ?? code };
}

/** Every country, sorted by its name in `locale` (the lower-case UI locale: en, fr, ar). */
export function countryOptions(locale: string): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = regionNames(locale);
  // One collator for the whole sort: localeCompare with a locale builds one per comparison, which made
  // this list a long task of the sign-up page's hydration on a phone.
  const { compare } = new Intl.Collator(locale);
  const options = Object.keys(CALLING_CODES)
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => compare(a.label, b.label));
  cache.set(locale, options);
  return options;
}

/**
 * "France (+33)", the code in a left-to-right isolate (LRI … PDI): in Arabic the plus sign would
 * otherwise land after the digits ("(33+)").
 */
function withDialCode({ value, label }: CountryOption): CountryOption {
  const code = CALLING_CODES[value];
  return { value, label: code ? `${label} (\u2066+${code}\u2069)` : label };
}

/** Options for the country-code select: "France (+33)". */
export function dialCodeOptions(locale: string): CountryOption[] {
  return countryOptions(locale).map(withDialCode);
}

/** One option of the country-code select. */
export function dialCodeOption(locale: string, code: string): CountryOption {
  return withDialCode(countryOption(locale, code));
}

import { useMemo, useState } from 'react';
import { toLocale } from '#core/languages';
import { useLanguage } from '../../i18n/useLanguage.ts';
import {
  type CountryOption,
  countryOption,
  countryOptions,
  dialCodeOption,
  dialCodeOptions,
} from './country-names.ts';

const LISTS = {
  country: { all: countryOptions, one: countryOption },
  dialCode: { all: dialCodeOptions, one: dialCodeOption },
} as const;

/**
 * The options of a country select: only the chosen country's until the user reaches the field (focus
 * comes before the dropdown opens), then every country. Naming ~245 countries was a long task of the
 * sign-up page's hydration on a phone, for lists most visitors open once, if ever.
 */
export function useCountryOptions(kind: keyof typeof LISTS, value: string | null | undefined) {
  const locale = toLocale(useLanguage());
  const [isListWanted, setListWanted] = useState(false);
  const data = useMemo<CountryOption[]>(() => {
    if (isListWanted) return LISTS[kind].all(locale);
    return value ? [LISTS[kind].one(locale, value)] : [];
  }, [isListWanted, kind, locale, value]);
  return { data, wantList: () => setListWanted(true) };
}

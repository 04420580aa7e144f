// The country picker's options: every region libphonenumber knows (ISO 3166-1 alpha-2), named in the
// interface language and sorted in that language's collation.
import { useLingui } from '@lingui/react/macro';
import { getCountries } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import { countryNamer } from './useCountryName.ts';

export type CountryOption = { value: string; label: string };

export function useCountryNames(): CountryOption[] {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const nameOf = countryNamer(locale);
    return getCountries()
      .map((code) => ({ value: code, label: nameOf(code) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
}

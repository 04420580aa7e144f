// Country names in the interface language from Intl.DisplayNames, for every region libphonenumber
// knows (ISO 3166-1 alpha-2), sorted in that language's collation.
import { useLingui } from '@lingui/react/macro';
import { getCountries } from 'libphonenumber-js/min';
import { useMemo } from 'react';

export type CountryOption = { value: string; label: string };

export function useCountryNames(): { options: CountryOption[]; nameOf: (code: string) => string } {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const nameOf = (code: string) => names.of(code) ?? code;
    const options = getCountries()
      .map((code) => ({ value: code, label: nameOf(code) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
    return { options, nameOf };
  }, [locale]);
}

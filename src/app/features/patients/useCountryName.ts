// A country's name in the interface language, from Intl.DisplayNames. Tables and profiles only name a
// stored code; they do without libphonenumber's list of regions, which only the form's picker needs
// (useCountryNames.ts), and whose metadata is the largest file on the patients page's start.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

export function countryNamer(locale: string): (code: string) => string {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return (code) => names.of(code) ?? code;
}

export function useCountryName(): (code: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => countryNamer(i18n.locale), [i18n.locale]);
}

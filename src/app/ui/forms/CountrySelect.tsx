import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { toLocale } from '#core/languages';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { countryOptions } from './country-names.ts';
import { LAZY_DROPDOWN } from './lazy-dropdown.ts';

type Props = Omit<SelectProps, 'data' | 'searchable'>;

/** A searchable country (or nationality) select: ISO codes, names in the interface language. */
export function CountrySelect(props: Props) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const data = useMemo(() => countryOptions(locale), [locale]);
  return (
    <Select
      data={data}
      comboboxProps={LAZY_DROPDOWN}
      searchable
      nothingFoundMessage={t`No match`}
      {...props}
    />
  );
}

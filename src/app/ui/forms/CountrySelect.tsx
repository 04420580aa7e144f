import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import type { FocusEvent } from 'react';
import { LAZY_DROPDOWN } from './lazy-dropdown.ts';
import { useCountryOptions } from './useCountryOptions.ts';

type Props = Omit<SelectProps, 'data' | 'searchable'>;

/** A searchable country (or nationality) select: ISO codes, names in the interface language. */
export function CountrySelect(props: Props) {
  const { t } = useLingui();
  const { data, wantList } = useCountryOptions('country', props.value);
  return (
    <Select
      data={data}
      comboboxProps={LAZY_DROPDOWN}
      searchable
      nothingFoundMessage={t`No match`}
      {...props}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        wantList();
        props.onFocus?.(event);
      }}
    />
  );
}

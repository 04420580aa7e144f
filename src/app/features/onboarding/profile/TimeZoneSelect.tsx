import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { toLocale } from '#core/languages';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { timeZoneOptions } from './time-zone-options.ts';

/**
 * The zone the office shows session times in and the availability hours mean. The list (~420 zones,
 * each with its offset) is built once per language and kept.
 */
export function TimeZoneSelect(props: Omit<SelectProps, 'data'> & { value: string }) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const data = useMemo(() => timeZoneOptions(locale, props.value), [locale, props.value]);
  return (
    <Select
      label={t`Time zone`}
      description={t`Your availability hours and session times are in this time zone.`}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t`No time zone matches`}
      {...props}
      // '' is no zone (a patient's own, left to the specialist's): the placeholder shows, not a value.
      value={props.value || null}
      data={data}
    />
  );
}

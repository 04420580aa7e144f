import '@mantine/dates/styles.layer.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { toLocale } from '#core/languages';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { parseDisplayDate } from './date-format.ts';

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** ISO "YYYY-MM-DD", or '' when empty: the wire format of every date the API takes. */
  value: string;
  onChange: (value: string) => void;
};

/** A date typed or picked as DD/MM/YYYY (spec §3), with the calendar in the interface language. */
export function DateField({ value, onChange, ...props }: Props) {
  const locale = toLocale(useLanguage());
  return (
    <DateInput
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      valueFormat="DD/MM/YYYY"
      dateParser={parseDisplayDate}
      locale={locale}
      placeholder="DD/MM/YYYY"
      // Day-first digits read the same in every language; keep them left-to-right in Arabic.
      dir="ltr"
    />
  );
}

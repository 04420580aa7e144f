import { useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CALLING_CODES } from './calling-codes.ts';
import { LAZY_DROPDOWN } from './lazy-dropdown.ts';
import { useCountryOptions } from './useCountryOptions.ts';

type Props = {
  /** E.164 ("+33612345678"), '' when empty, or the bare digits typed before a country was chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  /** Shown until the user picks one, e.g. the country of residence. */
  defaultCountry?: string | undefined;
  name?: string;
};

/**
 * A country-code select and the national number. It reports E.164 so the shared mobileRule can
 * validate it; without a country it reports the bare digits, which the rule refuses with the spec's
 * "Please select country code and enter mobile number".
 */
export function PhoneInput({ value, onChange, onBlur, error, required, defaultCountry, name }: Props) {
  const { t } = useLingui();
  const [initialValue] = useState(value);
  const [country, setCountry] = useState<string | null>(defaultCountry ?? null);
  const [national, setNational] = useState<string>(initialValue.startsWith('+') ? '' : initialValue);
  const { data: options, wantList } = useCountryOptions('dialCode', country);

  // A stored E.164 number is split into country and national number by libphonenumber, fetched only
  // then: most visits start with an empty field and never download the phone metadata here.
  useEffect(() => {
    if (!initialValue.startsWith('+')) return;
    let isCurrent = true;
    void import('libphonenumber-js/min').then(({ parsePhoneNumberFromString }) => {
      const parsed = parsePhoneNumberFromString(initialValue);
      if (!isCurrent || !parsed) return;
      setCountry(parsed.country ?? null);
      setNational(parsed.nationalNumber);
    });
    return () => {
      isCurrent = false;
    };
  }, [initialValue]);

  function emit(nextCountry: string | null, nextNational: string) {
    const digits = nextNational.replace(/\D/g, '');
    if (digits === '') return onChange('');
    const callingCode = nextCountry ? CALLING_CODES[nextCountry] : undefined;
    if (!callingCode) return onChange(digits);
    // A leading trunk zero ("06 12…" in France) is not part of the international number.
    const significant = digits.replace(/^0+/, '');
    onChange(`+${callingCode}${significant}`);
  }

  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <Select
        label={t`Country code`}
        data={options}
        value={country}
        onChange={(next) => {
          setCountry(next);
          emit(next, national);
        }}
        searchable
        onFocus={wantList}
        required={required ?? false}
        error={error ? true : undefined}
        w="45%"
        comboboxProps={{ ...LAZY_DROPDOWN, width: 280, position: 'bottom-start' }}
        nothingFoundMessage={t`No match`}
        data-testid="mobile-country"
      />
      <TextInput
        label={t`Mobile number`}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={national}
        onChange={(event) => {
          setNational(event.currentTarget.value);
          emit(country, event.currentTarget.value);
        }}
        onBlur={onBlur}
        error={error}
        required={required ?? false}
        dir="ltr"
        style={{ flex: 1 }}
      />
    </Group>
  );
}

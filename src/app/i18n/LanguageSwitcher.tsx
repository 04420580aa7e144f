import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGE_CODES, type LanguageCode, parseLanguageCode } from '#core/languages';
import { chooseLanguage } from './language.ts';
import { useLanguage } from './useLanguage.ts';

// Each language is named in itself, so a reader who cannot read the current one still finds theirs.
const NATIVE_NAMES: Record<LanguageCode, string> = { EN: 'English', FR: 'Français', AR: 'العربية' };

export function LanguageSwitcher() {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <Select
      aria-label={t`Language`}
      data-testid="language-switcher"
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={language}
      data={LANGUAGE_CODES.map((code) => ({ value: code, label: NATIVE_NAMES[code] }))}
      onChange={(value) => {
        const code = parseLanguageCode(value);
        if (code) void chooseLanguage(code);
      }}
      allowDeselect={false}
      w={150}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

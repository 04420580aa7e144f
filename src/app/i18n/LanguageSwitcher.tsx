import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGE_CODES, NATIVE_LANGUAGE_NAMES, parseLanguageCode } from '#core/languages';
import { chooseLanguage } from './language.ts';
import { useLanguage } from './useLanguage.ts';

// Each language is named in itself, so a reader who cannot read the current one still finds theirs.

// A native select: the platform picker on phones, fully keyboard and screen-reader accessible, and a
// fraction of the JavaScript of a custom combobox on every public page.
export function LanguageSwitcher() {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <NativeSelect
      aria-label={t`Language`}
      data-testid="language-switcher"
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={language}
      data={LANGUAGE_CODES.map((code) => ({ value: code, label: NATIVE_LANGUAGE_NAMES[code] }))}
      onChange={(event) => {
        const code = parseLanguageCode(event.currentTarget.value);
        if (code) void chooseLanguage(code);
      }}
      w={140}
      size="sm"
    />
  );
}

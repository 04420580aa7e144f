import { useLingui } from '@lingui/react/macro';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { toLocale } from '#core/languages';
import type { RegistrationDetail } from '#core/onboarding/api';
import { PROFESSION_TITLES, PROFESSIONAL_STATUSES, PROFESSIONS } from '#core/onboarding/professions';
import { SPOKEN_LANGUAGES } from '#core/onboarding/spoken-languages';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatDisplayDate } from '../../ui/forms/date-format.ts';
import { PhoneText } from '../../ui/RecordTable.tsx';
import { countryName, formatInstant } from './format.ts';
import { labelOf } from './label-of.ts';

/** Every field of the applicant as submitted, in a two-column list of label and value. */
export function RegistrationFields({ detail }: { detail: RegistrationDetail }) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const rows: [string, ReactNode][] = [
    [t`First name`, detail.firstName],
    [t`Last name`, detail.lastName],
    [t`E-mail`, ltr(detail.email)],
    [t`Mobile number`, <PhoneText key="mobile">{detail.mobile}</PhoneText>],
    [t`Gender`, detail.gender === 'male' ? t`Male` : t`Female`],
    [t`Date of birth`, formatDisplayDate(detail.dateOfBirth)],
    [t`Nationality`, countryName(detail.nationality, locale)],
    [t`Country of residence`, countryName(detail.countryOfResidence, locale)],
    [t`Company name`, detail.companyName || '—'],
    [t`Profession`, translate(labelOf(PROFESSIONS, detail.profession))],
    [t`Profession title`, translate(labelOf(PROFESSION_TITLES, detail.professionTitle))],
    [t`Years of experience`, String(detail.yearsOfExperience)],
    [
      t`Spoken languages`,
      detail.spokenLanguages.map((code) => translate(labelOf(SPOKEN_LANGUAGES, code))).join(', '),
    ],
    [t`Current professional status`, translate(labelOf(PROFESSIONAL_STATUSES, detail.professionalStatus))],
    [t`YouTube link`, detail.youtubeUrl ? externalLink(detail.youtubeUrl) : '—'],
    [t`Declaration on honor`, formatInstant(detail.declaredAt, locale)],
    [t`Submitted`, formatInstant(detail.submittedAt, locale)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** E-mail addresses and phone numbers read left to right inside Arabic text. */
function ltr(text: string): ReactNode {
  return <span dir="ltr">{text}</span>;
}

function externalLink(url: string): ReactNode {
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" dir="ltr">
      {url}
    </Anchor>
  );
}

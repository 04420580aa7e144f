import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import type { CredentialField, JsonValue } from '#core/credentials/credential-changes';
import { toLocale } from '#core/languages';
import type { FileInfo } from '#core/onboarding/api';
import {
  DIPLOMA_TITLES,
  PROFESSION_TITLES,
  PROFESSIONS,
  TRAINING_TITLES,
} from '#core/onboarding/professions';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatDisplayDate } from '../../ui/forms/date-format.ts';
import { formatBytes } from '../../ui/forms/format-bytes.ts';
import { asCode, asDiplomas, asFileIds, asTrainings } from './credential-values.ts';
import { labelOf } from './label-of.ts';
import { openProtectedFile } from './open-file.ts';

type Props = { field: CredentialField; value: JsonValue; files: readonly FileInfo[] };

/** One credential value as the admin reads it: labels for codes, lists for diplomas and files. */
export function CredentialValue({ field, value, files }: Props) {
  switch (field) {
    case 'profession':
      return <Text size="sm">{translate(labelOf(PROFESSIONS, asCode(value)))}</Text>;
    case 'professionTitle':
      return <Text size="sm">{translate(labelOf(PROFESSION_TITLES, asCode(value)))}</Text>;
    case 'diplomas':
      return <DiplomaList value={value} files={files} />;
    case 'trainings':
      return <TrainingList value={value} />;
    case 'documentFileIds':
      return <FileList ids={asFileIds(value)} files={files} />;
  }
}

function None() {
  return (
    <Text size="sm" c="dimmed">
      <Trans>None</Trans>
    </Text>
  );
}

function DiplomaList({ value, files }: { value: JsonValue; files: readonly FileInfo[] }) {
  const diplomas = asDiplomas(value);
  if (diplomas.length === 0) return <None />;
  return (
    <List size="sm" spacing={4}>
      {diplomas.map((diploma) => (
        <List.Item key={`${diploma.title}-${diploma.establishment}-${diploma.graduationDate}`}>
          <Text size="sm" fw={600} span>
            {translate(labelOf(DIPLOMA_TITLES, diploma.title))}
          </Text>{' '}
          <Text size="sm" span dir="auto">
            {diploma.establishment} — {formatDisplayDate(diploma.graduationDate)}
          </Text>
          <FileList ids={[diploma.documentFileId]} files={files} />
        </List.Item>
      ))}
    </List>
  );
}

function TrainingList({ value }: { value: JsonValue }) {
  const trainings = asTrainings(value);
  if (trainings.length === 0) return <None />;
  return (
    <List size="sm" spacing={4}>
      {trainings.map((training) => (
        <List.Item key={`${training.title}-${training.name}-${training.certificationDate}`}>
          <Text size="sm" fw={600} span>
            {translate(labelOf(TRAINING_TITLES, training.title))}
          </Text>{' '}
          <Text size="sm" span dir="auto">
            {training.name}, {training.establishment} — {formatDisplayDate(training.certificationDate)} (
            {training.duration})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function FileList({ ids, files }: { ids: readonly string[]; files: readonly FileInfo[] }) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  if (ids.length === 0) return <None />;
  return ids.map((id) => {
    const file = files.find((candidate) => candidate.id === id);
    return (
      <Group key={id} gap="xs" wrap="nowrap">
        <IconFile size={16} aria-hidden />
        {file ? (
          <>
            <Text size="sm" style={{ flex: 1 }} truncate dir="auto">
              {file.name} · {formatBytes(file.size, locale)}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              aria-label={t`Show Document ${file.name}`}
              onClick={() => void openProtectedFile(file.url)}
            >
              <Trans>Show Document</Trans>
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>File no longer stored</Trans>
          </Text>
        )}
      </Group>
    );
  });
}

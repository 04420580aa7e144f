import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { toLocale } from '#core/languages';
import type { FileInfo, RegistrationDetail } from '#core/onboarding/api';
import { DIPLOMA_TITLES, TRAINING_TITLES } from '#core/onboarding/professions';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatDisplayDate } from '../../ui/forms/date-format.ts';
import { formatBytes } from '../../ui/forms/format-bytes.ts';
import { labelOf } from './label-of.ts';
import { openProtectedFile } from './open-file.ts';

/** Photo, video, documents, diplomas (with their documents) and trainings of a registration. */
export function RegistrationFiles({ detail }: { detail: RegistrationDetail }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        <Trans>Photo and video</Trans>
      </Title>
      <FileRow label={t`Photo`} file={detail.photo} />
      {detail.video ? <FileRow label={t`Presentation video (mp4)`} file={detail.video} /> : null}
      <Title order={2} fz="h4">
        <Trans>Documents</Trans>
      </Title>
      {detail.documents.map((file) => (
        <FileRow key={file.id} label={file.name} file={file} />
      ))}
      <Title order={2} fz="h4">
        <Trans>Diplomas</Trans>
      </Title>
      {detail.diplomas.map((diploma) => (
        <Paper key={`${diploma.title}-${diploma.establishment}-${diploma.graduationDate}`} withBorder p="sm">
          <Text fw={600}>{translate(labelOf(DIPLOMA_TITLES, diploma.title))}</Text>
          <Text size="sm">
            {diploma.establishment} — {formatDisplayDate(diploma.graduationDate)}
          </Text>
          <FileRow label={t`Diploma document`} file={diploma.document} />
        </Paper>
      ))}
      <Title order={2} fz="h4">
        <Trans>Trainings</Trans>
      </Title>
      {detail.trainings.length === 0 ? (
        <Text c="dimmed" size="sm">
          —
        </Text>
      ) : (
        <Table miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Title of training`}</Table.Th>
              <Table.Th>{t`Training name`}</Table.Th>
              <Table.Th>{t`Name of establishment`}</Table.Th>
              <Table.Th>{t`Date of obtaining certification`}</Table.Th>
              <Table.Th>{t`Duration`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.trainings.map((training) => (
              <Table.Tr key={`${training.title}-${training.name}-${training.certificationDate}`}>
                <Table.Td>{translate(labelOf(TRAINING_TITLES, training.title))}</Table.Td>
                <Table.Td>{training.name}</Table.Td>
                <Table.Td>{training.establishment}</Table.Td>
                <Table.Td>{formatDisplayDate(training.certificationDate)}</Table.Td>
                <Table.Td>{training.duration}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function FileRow({ label, file }: { label: string; file: FileInfo | null }) {
  const locale = toLocale(useLanguage());
  if (!file) return null;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="registration-file">
      <IconFile size={18} aria-hidden />
      <Text size="sm" style={{ flex: 1 }} truncate dir="auto">
        {label} · {formatBytes(file.size, locale)}
      </Text>
      <Button size="compact-sm" variant="light" onClick={() => void openProtectedFile(file.url)}>
        <Trans>Show Document</Trans>
      </Button>
    </Group>
  );
}

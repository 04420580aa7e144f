// The documents picked for the next message, each removable before it is sent.
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { toLocale } from '#core/languages';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatBytes } from '../../ui/forms/format-bytes.ts';

type Props = { files: readonly File[]; onRemove: (file: File) => void };

export function PickedFiles({ files, onRemove }: Props) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  if (files.length === 0) return null;
  return (
    <Group
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Attached documents`}
    >
      {files.map((file) => (
        <Paper
          key={`${file.name}-${file.size}-${file.lastModified}`}
          component="li"
          withBorder
          px="xs"
          py={2}
        >
          <Group gap={6} wrap="nowrap" data-testid="picked-file">
            <IconPaperclip size={14} aria-hidden />
            <Text size="xs" maw="12rem" truncate dir="auto">
              {file.name}
            </Text>
            <Text size="xs" c="gray.7">
              {formatBytes(file.size, locale)}
            </Text>
            <CloseButton size="sm" aria-label={t`Remove ${file.name}`} onClick={() => onRemove(file)} />
          </Group>
        </Paper>
      ))}
    </Group>
  );
}

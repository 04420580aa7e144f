import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import { toLocale } from '#core/languages';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatBytes } from './format-bytes.ts';

export type UploadState = 'queued' | 'uploading' | 'uploaded' | 'failed';

/** What the list shows of one file; the caller owns the blob and the upload. */
export type UploadView = { key: string; name: string; size: number; state: UploadState; percent: number };

type Props = {
  items: readonly UploadView[];
  onRemove: (key: string) => void;
  onShow: (key: string) => void;
  onRetry?: ((key: string) => void) | undefined;
};

/** The files of a drop zone, each with its progress bar and actions. */
export function UploadList({ items, onRemove, onShow, onRetry }: Props) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  if (items.length === 0) return null;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper key={item.key} component="li" withBorder p="xs" data-testid="upload-item">
          <Group gap="xs" wrap="nowrap">
            <IconFile size={18} aria-hidden />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm" truncate dir="auto">
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(item.size, locale)}
                </Text>
              </Group>
              <Progress
                // Without a measured percentage, a running upload shows as a full moving bar.
                value={
                  item.state === 'uploaded' || (item.state === 'uploading' && item.percent === 0)
                    ? 100
                    : item.percent
                }
                striped={item.state === 'uploading'}
                color={item.state === 'failed' ? 'red' : item.state === 'uploaded' ? 'teal' : 'blue'}
                size="sm"
                aria-label={t`Upload progress of ${item.name}`}
                animated={item.state === 'uploading'}
              />
              <Text size="xs" c={item.state === 'failed' ? 'red.8' : 'dimmed'} data-testid="upload-state">
                <StateText state={item.state} />
              </Text>
            </Stack>
            <Button variant="subtle" size="compact-sm" onClick={() => onShow(item.key)}>
              <Trans>Show Document</Trans>
            </Button>
            {item.state === 'failed' && onRetry ? (
              <Button variant="subtle" size="compact-sm" onClick={() => onRetry(item.key)}>
                <Trans>Retry</Trans>
              </Button>
            ) : null}
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onRemove(item.key)}
              aria-label={t`Remove ${item.name}`}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function StateText({ state }: { state: UploadState }) {
  switch (state) {
    case 'queued':
      return <Trans>Waiting for the connection</Trans>;
    case 'uploading':
      return <Trans>Uploading…</Trans>;
    case 'uploaded':
      return <Trans>Uploaded</Trans>;
    case 'failed':
      return <Trans>Upload failed</Trans>;
  }
}

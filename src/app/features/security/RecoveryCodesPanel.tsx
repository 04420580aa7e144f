import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CopyButton, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { formatRecoveryCode } from '#core/two-factor';

type Props = { codes: readonly string[]; onDone(): void };

/** The recovery codes, shown this once: copied, downloaded, or written down before leaving. */
export function RecoveryCodesPanel({ codes, onDone }: Props) {
  const { t } = useLingui();
  const shown = codes.map(formatRecoveryCode);
  const download = () => {
    const text = `MindOffice — ${t`Recovery codes`}\n\n${shown.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'mindoffice-recovery-codes.txt',
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md" data-testid="recovery-codes">
      <Alert color="yellow" title={t`Save your recovery codes now`}>
        <Trans>
          If you lose your phone, each of these codes signs you in once instead of the app's code. They are
          shown only now: keep them somewhere safe, away from your phone.
        </Trans>
      </Alert>
      <Paper withBorder p="md" radius="md">
        <List listStyleType="none" spacing={4} dir="ltr" ff="monospace" aria-label={t`Recovery codes`}>
          {shown.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
      </Paper>
      <Group gap="sm">
        <CopyButton value={shown.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? <Trans>Copied</Trans> : <Trans>Copy the codes</Trans>}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          <Trans>Download</Trans>
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>Each code works once. You can make new ones at any time with your password.</Trans>
      </Text>
      <Group justify="flex-end">
        <Button onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudUpload } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { requestReplay } from '#local/sync/sync-engine';
import { readSyncStatus } from '#local/sync/sync-state';
import { translate } from '../../i18n/translate.ts';
import { UnsyncedChangesPanel } from './UnsyncedChangesPanel.tsx';

/** The header's sync indicator: pending count, last synced time, the error state and its panel. */
export function SyncStatus() {
  const { t, i18n } = useLingui();
  const status = useLiveQuery(() => readSyncStatus());
  if (!status) return null;
  const hasProblem = status.rejectedCount > 0 || (status.pendingCount > 0 && status.lastError !== null);
  const color = status.rejectedCount > 0 ? 'red' : status.pendingCount > 0 ? 'yellow' : 'teal';
  const Icon = hasProblem ? IconAlertTriangle : status.pendingCount > 0 ? IconCloudUpload : IconCloudCheck;
  const lastSynced =
    status.lastSyncedAt !== undefined
      ? new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short', dateStyle: 'short' }).format(
          status.lastSyncedAt,
        )
      : undefined;
  const summary =
    status.pendingCount > 0 ? t`${status.pendingCount} changes waiting to sync` : t`All changes synced`;

  return (
    <Popover position="bottom-end" width={360} withinPortal shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={summary} data-testid="sync-status" data-pending={status.pendingCount}>
          <Badge
            color={color}
            variant="light"
            size="lg"
            leftSection={<Icon size={14} aria-hidden />}
            style={{ cursor: 'pointer' }}
          >
            {status.rejectedCount > 0 ? status.rejectedCount : status.pendingCount}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600} data-testid="sync-summary">
            {summary}
          </Text>
          <Text size="sm" c="dimmed">
            {lastSynced ? <Trans>Last synced: {lastSynced}</Trans> : <Trans>Not synced yet</Trans>}
          </Text>
          {status.lastError && status.pendingCount > 0 ? (
            <Text size="sm" c="red" role="status">
              {translate(status.lastError.messageId)}
            </Text>
          ) : null}
          {status.pendingCount > 0 ? (
            <Button size="xs" variant="light" onClick={requestReplay}>
              <Trans>Sync now</Trans>
            </Button>
          ) : null}
          {status.rejectedCount > 0 ? <UnsyncedChangesPanel /> : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

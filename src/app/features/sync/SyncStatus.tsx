import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudUpload } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { OutboxEntry } from '#core/sync/types';
import { readSyncStatus, type SyncStatus as Status } from '#local/sync/sync-state';
import { translate } from '../../i18n/translate.ts';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { useLoadWhenIdle } from '../../ui/useLoadWhenIdle.ts';
import { OutboxUploadProgress } from './OutboxUploadProgress.tsx';
import { onSyncDetailsRequested } from './sync-details.ts';

// Every office page shows this indicator, and paints it without the list of refused changes and their
// retry forms (the patient and session forms): those load once the browser is idle, or when the panel
// opens with something in it if that comes first.
const loadUnsyncedChangesPanel = () => import('./UnsyncedChangesPanel.tsx');
const UnsyncedChangesPanel = lazy(() =>
  loadUnsyncedChangesPanel().then((module) => ({ default: module.UnsyncedChangesPanel })),
);
const RetryChangeModal = lazyDialog(
  () => import('./RetryChangeModal.tsx').then((module) => module.RetryChangeModal),
  { isOpen: (props) => props.entry !== undefined },
);

function requestReplay() {
  void import('#local/sync/sync-engine').then((engine) => engine.requestReplay());
}

/**
 * refused: the server refused changes for good (the Unsynced changes panel lists them); stalled:
 * changes are queued and their last attempt failed (offline, server down); pending: queued; synced.
 */
function stateOf(status: Status): 'refused' | 'stalled' | 'pending' | 'synced' {
  if (status.rejectedCount > 0) return 'refused';
  if (status.pendingCount > 0) return status.lastError !== null ? 'stalled' : 'pending';
  return 'synced';
}

/** The header's sync indicator: pending count, last synced time, the error state and its panel. */
export function SyncStatus() {
  const { t, i18n } = useLingui();
  const status = useLiveQuery(() => readSyncStatus());
  const [isOpen, setOpen] = useState(false);
  useLoadWhenIdle(loadUnsyncedChangesPanel);
  useEffect(() => onSyncDetailsRequested(() => setOpen(true)), []);
  // Held here, not in the panel: the form is a modal outside the popover, which closes meanwhile.
  const [retrying, setRetrying] = useState<OutboxEntry | undefined>();
  if (!status) return null;
  const state = stateOf(status);
  const color = status.rejectedCount > 0 ? 'red' : status.pendingCount > 0 ? 'yellow' : 'teal';
  const Icon =
    state === 'refused' || state === 'stalled'
      ? IconAlertTriangle
      : state === 'pending'
        ? IconCloudUpload
        : IconCloudCheck;
  const lastSynced =
    status.lastSyncedAt !== undefined
      ? new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short', dateStyle: 'short' }).format(
          status.lastSyncedAt,
        )
      : undefined;
  const summary =
    status.pendingCount > 0
      ? t`${plural(status.pendingCount, { one: '# change waiting to sync', other: '# changes waiting to sync' })}`
      : status.rejectedCount > 0
        ? t`${plural(status.rejectedCount, { one: '# change could not be synced', other: '# changes could not be synced' })}`
        : t`All changes synced`;
  // The badge shows a count only when there is one, and the summary says that count in words, so the
  // visible text is always part of the button's accessible name (WCAG 2.5.3, label in name).
  const count = status.rejectedCount > 0 ? status.rejectedCount : status.pendingCount;

  return (
    <>
      {/* Files picked offline, uploading now: next to the indicator, not hidden in its popover. */}
      <OutboxUploadProgress />
      <Popover opened={isOpen} onChange={setOpen} position="bottom-end" width={360} withinPortal shadow="md">
        <Popover.Target>
          <UnstyledButton
            aria-label={summary}
            data-testid="sync-status"
            data-state={state}
            data-pending={status.pendingCount}
            data-rejected={status.rejectedCount}
            onClick={() => setOpen((open) => !open)}
          >
            <Badge
              color={color}
              variant="light"
              size="lg"
              leftSection={<Icon size={14} aria-hidden />}
              style={{ cursor: 'pointer' }}
            >
              {count > 0 ? count : null}
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
            {status.rejectedCount > 0 ? (
              <Suspense fallback={null}>
                <UnsyncedChangesPanel
                  onEdit={(entry) => {
                    setOpen(false);
                    setRetrying(entry);
                  }}
                />
              </Suspense>
            ) : null}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <RetryChangeModal entry={retrying} onClose={() => setRetrying(undefined)} />
    </>
  );
}

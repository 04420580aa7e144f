import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { SNAPSHOT_SKIP_ATTRIBUTE } from '#core/screen-snapshot';
import { serviceWorkerUpdate } from './register-service-worker.ts';
import classes from './UpdatePrompt.module.css';
import { hasUnsavedInput, subscribeUnsavedInput } from './unsaved-input.ts';

const NO_UPDATE = { updateAvailable: false } as const;

/**
 * Offers a waiting app update. Reloading is always the user's choice, and is refused while a form
 * holds unsaved input (see unsaved-input.ts). Mount once, in the app root.
 */
export function UpdatePrompt() {
  // The server snapshots (no update, nothing unsaved) let the prerendered public pages hydrate.
  const { updateAvailable } = useSyncExternalStore(
    serviceWorkerUpdate.subscribe,
    serviceWorkerUpdate.getSnapshot,
    () => NO_UPDATE,
  );
  const isInputUnsaved = useSyncExternalStore(subscribeUnsavedInput, hasUnsavedInput, () => false);
  const [isDismissed, setIsDismissed] = useState(false);
  const [wasRefused, setWasRefused] = useState(false);
  const isVisible = updateAvailable && !isDismissed;

  // The live region stays mounted so screen readers announce the prompt when it appears inside it.
  return (
    <div role="status" className={classes.region} {...{ [SNAPSHOT_SKIP_ATTRIBUTE]: true }}>
      {isVisible && (
        <Paper withBorder shadow="md" radius="md" p="md">
          <Text size="sm" fw={500}>
            <Trans>A new version is available.</Trans>
          </Text>
          {wasRefused && isInputUnsaved && (
            <Text size="sm" mt="xs" className={classes.warning}>
              <Trans>Save or discard your changes first, then reload.</Trans>
            </Text>
          )}
          <Group justify="flex-end" gap="xs" mt="sm">
            <Button variant="default" size="xs" onClick={() => setIsDismissed(true)}>
              <Trans>Later</Trans>
            </Button>
            <Button
              size="xs"
              onClick={() => setWasRefused(serviceWorkerUpdate.applyUpdate() === 'unsaved-input')}
            >
              <Trans>Reload</Trans>
            </Button>
          </Group>
        </Paper>
      )}
    </div>
  );
}

// Until this device has pulled the whole office once after sign-in, an empty list means "not here
// yet", not "nothing": the screens show this instead of their empty state (a new device's dashboard
// said "No session is booked for today" while eleven were on their way).
import { Plural, Trans } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { readFirstPull } from '#local/sync/sync-state';

/** The first pull's state; undefined while it is read. */
function useFirstPull() {
  return useLiveQuery(() => readFirstPull(), []);
}

function SyncingOffice({ received }: { received: number }) {
  return (
    <Group gap="sm" justify="center" py="lg" role="status" data-testid="syncing-office">
      <Loader size="sm" aria-hidden />
      <Text c="dimmed">
        <Trans>Syncing your office…</Trans>{' '}
        <Plural value={received} _0="" one="# record received" other="# records received" />
      </Text>
    </Group>
  );
}

/**
 * Whether the office is on this device (its first pull after sign-in done); undefined while read. A
 * total computed before that is a part of the office, not its total.
 */
export function useIsOfficeSynced(): boolean | undefined {
  return useFirstPull()?.isDone;
}

/** `children` (an empty state) once the office is on this device; "Syncing your office…" before. */
export function EmptyOnceSynced({ children }: { children: ReactNode }) {
  const firstPull = useFirstPull();
  if (firstPull === undefined) return null;
  if (!firstPull.isDone) return <SyncingOffice received={firstPull.received} />;
  return children;
}

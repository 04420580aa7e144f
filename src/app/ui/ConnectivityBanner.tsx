import { Trans } from '@lingui/react/macro';
import { Group, Paper, Text } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CONNECTED_BANNER_MS } from '#core/constants';
import { SNAPSHOT_SKIP_ATTRIBUTE } from '#core/screen-snapshot';
import classes from './ConnectivityBanner.module.css';

type BannerState = 'hidden' | 'offline' | 'reconnected';

/**
 * Spec §1: "No Internet Connection" stays while offline; "Internet Connected" shows on return and
 * hides after 3 s. Announced politely to screen readers.
 */
export function ConnectivityBanner() {
  const [state, setState] = useState<BannerState>(() => (navigator.onLine ? 'hidden' : 'offline'));

  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const onOffline = () => {
      clearTimeout(hideTimer);
      setState('offline');
    };
    const onOnline = () => {
      clearTimeout(hideTimer);
      setState('reconnected');
      hideTimer = setTimeout(() => setState('hidden'), CONNECTED_BANNER_MS);
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(hideTimer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return (
    <div
      className={classes.anchor}
      role="status"
      aria-live="polite"
      data-testid="connectivity-banner"
      {...{ [SNAPSHOT_SKIP_ATTRIBUTE]: true }}
    >
      {state === 'hidden' ? null : (
        <Paper
          shadow="md"
          radius="xl"
          px="md"
          py={8}
          className={state === 'offline' ? classes.offline : classes.online}
        >
          <Group gap="xs" wrap="nowrap">
            {state === 'offline' ? <IconWifiOff size={18} aria-hidden /> : <IconWifi size={18} aria-hidden />}
            <Text size="sm" fw={600}>
              {state === 'offline' ? (
                <Trans>No Internet Connection</Trans>
              ) : (
                <Trans>Internet Connected</Trans>
              )}
            </Text>
          </Group>
        </Paper>
      )}
    </div>
  );
}

import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onSessionChanged } from '#local/session-events';

/** When another tab (or the service worker) ends the session, this tab leaves the office too. */
export function SessionWatcher() {
  const router = useRouter();
  useEffect(
    () =>
      onSessionChanged((change) => {
        if (change.kind === 'signed-out' && change.fromOtherContext) void router.navigate({ to: '/' });
      }),
    [router],
  );
  return null;
}

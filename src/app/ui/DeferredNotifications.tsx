import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '#core/constants';
import { whenIdle } from './when-idle.ts';

// The toast container (and its transitions) is not part of the first screen: it mounts when the main
// thread is idle, outside the hydration of a prerendered page. A toast shown earlier waits in
// Mantine's notifications store and appears when the container mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function DeferredNotifications() {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec §4/§8: toasts top-right, one at a time, closing after 5 s. */}
      <Notifications position="top-right" limit={1} autoClose={TOAST_AUTO_CLOSE_MS} zIndex={1000} />
    </Suspense>
  );
}

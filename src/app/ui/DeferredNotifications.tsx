import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '#core/constants';
import { prerenderedPageFor } from '#core/prerendered-pages';
import { whenFirstInteraction } from './first-interaction.ts';
import { onToastContainerRequested } from './toast-container.ts';
import { whenIdle } from './when-idle.ts';

// The toast container (and its transitions) is not part of the first screen. In the office it mounts
// when the main thread is idle, outside the first render; on a public page (landing, sign-in, sign-up…)
// at the visitor's first interaction or when a toast is requested (toast-container.ts), whichever comes
// first — so a visitor who only reads never downloads it. A toast shown earlier waits in Mantine's notifications store and
// appears when the container mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export function DeferredNotifications() {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const stopWaiting = prerenderedPageFor(window.location.pathname)
      ? whenFirstInteraction(mount, INTERACTIONS)
      : whenIdle(mount);
    // A toast on its way (a dropped file refused before any click) mounts it at once.
    const stopListening = onToastContainerRequested(mount);
    return () => {
      stopWaiting();
      stopListening();
    };
  }, []);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec §4/§8: toasts top-right, one at a time, closing after 5 s. */}
      <Notifications position="top-right" limit={1} autoClose={TOAST_AUTO_CLOSE_MS} zIndex={1000} />
    </Suspense>
  );
}

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '#core/constants';
import { onApiError } from '#local/error-sink';
import { translate } from '../i18n/translate.ts';
import { requestToastContainer } from './toast-container.ts';

type NotificationsApi = typeof import('@mantine/notifications')['notifications'];
type Toast = Parameters<NotificationsApi['show']>[0] & { id: string };

// How long a toast may wait to be seen before its clock starts anyway (a frame that never reports it
// visible must not leave it on screen for good).
const LONGEST_WAIT_TO_BE_SEEN_MS = 10_000;

/**
 * Starts a toast's 5 s at the first frame that shows it (its node, which carries the toast's id, no
 * longer fully transparent). Mantine starts them when the toast mounts, and on a page still busy
 * loading that is well before anyone can see it: its entrance waited seconds on a loaded CI machine,
 * which read 0.8 s of a toast whose clock had started two frames after mounting. In a background tab
 * there are no frames: the clock starts when the reader comes back.
 */
function closeOnceSeen(notifications: NotificationsApi, toast: Toast): void {
  const startedWaiting = performance.now();
  const check = () => {
    const node = document.getElementById(toast.id);
    const isSeen =
      node?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      Number(getComputedStyle(node).opacity) > 0;
    if (isSeen || performance.now() - startedWaiting > LONGEST_WAIT_TO_BE_SEEN_MS) {
      notifications.update({ ...toast, autoClose: TOAST_AUTO_CLOSE_MS });
    } else {
      requestAnimationFrame(check);
    }
  };
  requestAnimationFrame(check);
}

/**
 * Shows each failed call as the error catalogue's toast (one at a time, top-right, 5 s on screen)
 * and carries out the catalogue's behaviour: /network-error or sign-out to /.
 */
export function ApiErrorToasts() {
  const navigate = useNavigate();
  const router = useRouter();

  useEffect(
    () =>
      onApiError((report) => {
        // One id per condition: ten calls failing for one reason make one toast, not a queue of ten.
        // The toasts' package loads with the first one: it is not part of any page's first screen.
        // Its 5 s start once it is seen (closeOnceSeen), not when it mounts.
        requestToastContainer();
        void import('@mantine/notifications').then(({ notifications }) => {
          const toast: Toast = {
            id: `api-error-${report.condition}`,
            color: 'red',
            message: translate(report.message),
            withBorder: true,
            position: 'top-right',
            autoClose: false,
            closeButtonProps: { 'aria-label': i18n._(msg`Dismiss`) },
          };
          notifications.show({ ...toast, onOpen: () => closeOnceSeen(notifications, toast) });
        });
        if (report.action === 'toast-and-network-error-page') {
          const from = router.state.location.href;
          void navigate({ to: '/network-error', search: { from } });
        } else if (report.action === 'logout') {
          void navigate({ to: '/' });
        }
      }),
    [navigate, router],
  );

  return null;
}

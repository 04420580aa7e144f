import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '#core/constants';
import { onApiError } from '#local/error-sink';
import { translate } from '../i18n/translate.ts';
import { requestToastContainer } from './toast-container.ts';

type NotificationsApi = typeof import('@mantine/notifications')['notifications'];
type Toast = Parameters<NotificationsApi['show']>[0] & { id: string };

/**
 * Starts a toast's 5 s once it has been painted. Mantine starts them when the toast mounts, and on a
 * page still busy loading that is well before anyone can see it: the reader got 4.4 s here, 3.1 s on a
 * loaded CI machine. The second animation frame after mounting comes after the first paint with it.
 */
function closeAfterFirstPaint(notifications: NotificationsApi, toast: Toast): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => notifications.update({ ...toast, autoClose: TOAST_AUTO_CLOSE_MS })),
  );
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
        // Its 5 s start once it is painted (closeAfterFirstPaint), not when it mounts.
        requestToastContainer();
        void import('@mantine/notifications').then(({ notifications }) => {
          const toast: Toast = {
            id: `api-error-${report.condition}`,
            color: 'red',
            message: translate(report.message),
            withBorder: true,
            position: 'top-right',
            autoClose: false,
          };
          notifications.show({ ...toast, onOpen: () => closeAfterFirstPaint(notifications, toast) });
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

import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onApiError } from '#local/error-sink';
import { translate } from '../i18n/translate.ts';
import { requestToastContainer } from './toast-container.ts';

/**
 * Shows each failed call as the error catalogue's toast (one at a time, top-right, 5 s — configured
 * on <Notifications>) and carries out the catalogue's behaviour: /network-error or sign-out to /.
 */
export function ApiErrorToasts() {
  const navigate = useNavigate();
  const router = useRouter();

  useEffect(
    () =>
      onApiError((report) => {
        // One id per condition: ten calls failing for one reason make one toast, not a queue of ten.
        // The toasts' package loads with the first one: it is not part of any page's first screen.
        const toast = {
          id: `api-error-${report.condition}`,
          color: 'red',
          message: translate(report.message),
          withBorder: true,
        };
        requestToastContainer();
        void import('@mantine/notifications').then(({ notifications }) => notifications.show(toast));
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

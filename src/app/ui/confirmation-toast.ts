/**
 * A short confirmation after an action whose result is not on the next screen (a patient erased, the
 * page now the list; a session booked). The notifications' code loads only when one is shown
 * (ApiErrorToasts.tsx does the same); its close button is named, like every control.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { requestToastContainer } from './toast-container.ts';

export function showConfirmation(message: string): void {
  requestToastContainer();
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({
      message,
      color: 'teal',
      autoClose: 6000,
      closeButtonProps: { 'aria-label': i18n._(msg`Dismiss`) },
    });
  });
}

/**
 * A short confirmation after an action whose result is not on the next screen (a patient erased, the
 * page now the list). The notifications' code loads only when one is shown (ApiErrorToasts.tsx does
 * the same); it reads as a status to screen readers.
 */
export function showConfirmation(message: string): void {
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({ message, color: 'teal', autoClose: 6000 });
  });
}

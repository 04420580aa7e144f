// Whether the public booking page is open (issue 39): anyone with its address sees the open hours of
// the availability above and may request a session, which waits in the office for an answer.
import { useLingui } from '@lingui/react/macro';
import { Anchor, Checkbox, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { bookingPage } from '#core/booking/booking-api';

export function BookingPageField<TValues extends { bookingPage: boolean }>({
  form,
  specialistId,
  isOpen,
}: {
  form: UseFormReturnType<TValues>;
  specialistId: string;
  /** Saved open: its address works. */
  isOpen: boolean;
}) {
  const { t } = useLingui();
  const address = `${window.location.origin}${bookingPage(specialistId)}`;
  return (
    <Stack gap={4}>
      <Checkbox
        label={t`Open my public booking page`}
        description={t`Anyone with its address sees your open hours and may request a session; you accept or decline each request.`}
        {...form.getInputProps('bookingPage', { type: 'checkbox' })}
      />
      {isOpen ? (
        <Anchor
          href={bookingPage(specialistId)}
          target="_blank"
          size="sm"
          dir="ltr"
          data-testid="booking-page-link"
        >
          {address}
        </Anchor>
      ) : null}
    </Stack>
  );
}

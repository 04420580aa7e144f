// The availability warning of a booking (the form) or a move (a drag on the calendar): it informs,
// the booking still goes through. The live region is always in the page, so a screen reader hears
// the warning when a new date or time brings it, not only when it was there from the start.
import { Alert, Box, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AVAILABILITY_WARNING_MESSAGES, type AvailabilityWarning } from '#core/profile/availability';
import { translate } from '../../i18n/translate.ts';

type Props = {
  warning: AvailabilityWarning | undefined;
  /** What happens anyway, after the rule's message ("You can still book it."). */
  children: ReactNode;
  onClose?: () => void;
  closeButtonLabel?: string;
};

export function BookingWarning({ warning, children, onClose, closeButtonLabel }: Props) {
  return (
    <Box role="status" aria-live="polite">
      {warning ? (
        <Alert
          // The region around it speaks; role="alert" here would interrupt and repeat it.
          role="note"
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          withCloseButton={onClose !== undefined}
          {...(onClose ? { onClose } : {})}
          {...(closeButtonLabel ? { closeButtonLabel } : {})}
          data-testid="availability-warning"
          data-warning={warning}
        >
          <Text size="sm" c="yellow.9" fw={600} span>
            {translate(AVAILABILITY_WARNING_MESSAGES[warning])}
          </Text>{' '}
          <Text size="sm" span>
            {children}
          </Text>
        </Alert>
      ) : null}
    </Box>
  );
}

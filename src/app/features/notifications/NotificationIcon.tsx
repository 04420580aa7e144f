// The picture of a notification's kind, in a soft circle; decorative (the text says it all).
import { ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconCalendarQuestion,
  IconCalendarTime,
  IconClock,
  IconId,
  IconMessageCircle,
  IconPackage,
} from '@tabler/icons-react';
import type { NotificationKind } from '#core/notifications/notification-schema';

const ICONS: Record<NotificationKind, typeof IconClock> = {
  chatMessage: IconMessageCircle,
  sessionSoon: IconClock,
  sessionBooked: IconCalendarEvent,
  sessionRescheduled: IconCalendarTime,
  packageNearlyUsed: IconPackage,
  packageExpiring: IconPackage,
  profileAccepted: IconId,
  profileCorrection: IconId,
  changeRefused: IconAlertTriangle,
  bookingRequest: IconCalendarQuestion,
};

export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  const Icon = ICONS[kind];
  return (
    <ThemeIcon
      variant="light"
      radius="xl"
      size="lg"
      color={kind === 'changeRefused' ? 'red' : 'teal'}
      aria-hidden
    >
      <Icon size={18} />
    </ThemeIcon>
  );
}

// The header's bell: opens /notifications, with the count of unread ones this device shows (said in
// words for screen readers).
import { useLingui } from '@lingui/react/macro';
import { Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { unreadNotificationCount } from '#local/notifications/notification-queries';
import { ActionIconLink } from '../../ui/links.tsx';

export function NotificationBell() {
  const { t } = useLingui();
  const unread = useLiveQuery(() => unreadNotificationCount(), []) ?? 0;
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red.8"
      disabled={unread === 0}
      offset={4}
      data-testid="notification-bell-count"
    >
      <ActionIconLink
        to="/notifications"
        variant="subtle"
        color="gray.8"
        size="lg"
        aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        data-testid="notification-bell"
      >
        <IconBell size={20} aria-hidden />
      </ActionIconLink>
    </Indicator>
  );
}

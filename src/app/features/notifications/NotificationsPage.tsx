// `/notifications`: what the server told the specialist, from the device (offline too), newest first;
// the unread ones stand out; all of them or only the unread; mark all as read; opening one marks it
// read and goes where it points; and the switch for Web Push on this device.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { NotificationRow } from '#core/notifications/notification-schema';
import { notificationText } from '#core/notifications/notification-text';
import { markAllNotificationsRead } from '#local/notifications/notification-commands';
import {
  listNotifications,
  type NotificationView,
  unreadNotificationCount,
} from '#local/notifications/notification-queries';
import { lastActivity } from '../chats/chat-time.ts';
import { NotificationIcon } from './NotificationIcon.tsx';
import { PushSwitch } from './PushSwitch.tsx';
import { useOpenNotification } from './useOpenNotification.ts';

const PAGE = 50;

export function NotificationsPage() {
  const { t } = useLingui();
  const [view, setView] = useState<NotificationView>('all');
  const [limit, setLimit] = useState(PAGE);
  const page = useLiveQuery(() => listNotifications(view, limit), [view, limit]);
  const unread = useLiveQuery(() => unreadNotificationCount(), []) ?? 0;
  const open = useOpenNotification();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Notifications</Trans>
        </Title>
        <Text c="gray.7">
          <Trans>Reminders and updates about your sessions, patients and account.</Trans>
        </Text>
      </Stack>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t`Which notifications`}
          value={view}
          onChange={(value) => {
            setView(value as NotificationView);
            setLimit(PAGE);
          }}
          data={[
            { value: 'all', label: t`View all` },
            { value: 'unread', label: t`Unread (${unread})` },
          ]}
        />
        <Button variant="light" disabled={unread === 0} onClick={() => void markAllNotificationsRead()}>
          <Trans>Mark all as read</Trans>
        </Button>
      </Group>
      <PushSwitch />
      <Paper withBorder radius="md">
        {page === undefined ? null : page.notifications.length === 0 ? (
          <Text c="gray.7" ta="center" py="xl" px="md" data-testid="notifications-empty">
            {view === 'unread' ? (
              <Trans>You have read every notification.</Trans>
            ) : (
              <Trans>You have no notifications.</Trans>
            )}
          </Text>
        ) : (
          <Stack gap={0} component="ul" role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {page.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))}
          </Stack>
        )}
      </Paper>
      {page?.hasMore ? (
        <Group justify="center">
          <Button variant="subtle" onClick={() => setLimit((current) => current + PAGE)}>
            <Trans>Show more</Trans>
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationRow;
  onOpen: (notification: NotificationRow) => void;
}) {
  const { i18n } = useLingui();
  const isUnread = notification.readAt === null;
  return (
    <li
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="notification"
      data-unread={isUnread || undefined}
    >
      <UnstyledButton
        onClick={() => onOpen(notification)}
        w="100%"
        p="md"
        bg={isUnread ? 'teal.0' : 'transparent'}
      >
        <Group wrap="nowrap" gap="md" align="flex-start">
          <NotificationIcon kind={notification.kind} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={isUnread ? 700 : 400} dir="auto">
              {isUnread ? (
                <VisuallyHidden>
                  <Trans>Unread:</Trans>{' '}
                </VisuallyHidden>
              ) : null}
              {notificationText(i18n, notification)}
            </Text>
            <Text size="xs" c="gray.7">
              {lastActivity(i18n, notification.createdAt)}
            </Text>
          </Stack>
          {isUnread ? (
            <Box w={10} h={10} mt={6} bg="teal.7" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
          ) : null}
        </Group>
      </UnstyledButton>
    </li>
  );
}

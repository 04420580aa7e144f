import { Trans } from '@lingui/react/macro';
import { IconBell } from '@tabler/icons-react';
import { SectionPage } from '../office/SectionPage.tsx';

export function NotificationsPage() {
  return (
    <SectionPage
      icon={IconBell}
      title={<Trans>Notifications</Trans>}
      description={<Trans>Reminders and updates about your sessions, patients and account.</Trans>}
      emptyText={<Trans>You have no notifications.</Trans>}
    />
  );
}

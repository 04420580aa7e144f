import { Trans } from '@lingui/react/macro';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { SectionPage } from '../office/SectionPage.tsx';

export function DashboardPage() {
  return (
    <SectionPage
      icon={IconLayoutDashboard}
      title={<Trans>Dashboard</Trans>}
      description={
        <Trans>
          Today's next session, today's appointments and your earnings for the day, month and year.
        </Trans>
      }
      emptyText={
        <Trans>No session is scheduled for today. Your next session and your earnings will show here.</Trans>
      }
    />
  );
}

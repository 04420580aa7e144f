import { Trans } from '@lingui/react/macro';
import { IconCalendar } from '@tabler/icons-react';
import { SectionPage } from '../office/SectionPage.tsx';

export function CalendarPage() {
  return (
    <SectionPage
      icon={IconCalendar}
      title={<Trans>Calendar</Trans>}
      description={<Trans>Your sessions by day, week and month, with their time, type and charge.</Trans>}
      emptyText={<Trans>Your calendar is empty. Sessions you schedule will appear here.</Trans>}
    />
  );
}

import { Trans } from '@lingui/react/macro';
import { IconVideo } from '@tabler/icons-react';
import { SectionPage } from '../office/SectionPage.tsx';

export function SessionsPage() {
  return (
    <SectionPage
      icon={IconVideo}
      title={<Trans>Sessions</Trans>}
      description={<Trans>Video, audio and chat sessions, filtered by today or this week.</Trans>}
      emptyText={<Trans>No sessions yet. Scheduled sessions will be listed here.</Trans>}
    />
  );
}

import { Trans } from '@lingui/react/macro';
import { IconMessages } from '@tabler/icons-react';
import { SectionPage } from '../office/SectionPage.tsx';

export function ChatsPage() {
  return (
    <SectionPage
      icon={IconMessages}
      title={<Trans>Chats</Trans>}
      description={<Trans>Conversations with your patients.</Trans>}
      emptyText={<Trans>No conversations yet. Chats with your patients will be listed here.</Trans>}
    />
  );
}

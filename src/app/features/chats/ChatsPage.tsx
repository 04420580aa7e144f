// `/chats`: the specialist's conversations from the device (offline too), the newest first, with the
// last message, its time, the unread count and whether the patient is online; a search over names and last messages; and the way to
// start a conversation with any patient.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPaperclip, IconSearch } from '@tabler/icons-react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { messageSummary } from '#core/chats/chat-attachments';
import { officePresence } from '#local/chats/office-presence';
import { listPatientChoices } from '#local/patients/patient-choices';
import { warmUpRouteWhenIdle } from '../../route-warmup.ts';
import { EmptyOnceSynced } from '../../ui/SyncingOffice.tsx';
import { lastActivity } from './chat-time.ts';
import { PresenceAvatar } from './PresenceAvatar.tsx';
import { type NamedConversation, useConversationList } from './useConversationList.ts';
import { usePresence } from './usePresence.ts';

export function ChatsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { search, setSearch, conversations, hasAny } = useConversationList();
  const patients = useLiveQuery(listPatientChoices, []) ?? [];
  const presence = usePresence(officePresence);
  const open = (patientId: string) => void navigate({ to: '/chat/$id', params: { id: patientId } });
  const router = useRouter();
  // A row opens a conversation: its page's code is loaded while the list is read.
  useEffect(() => warmUpRouteWhenIdle(router, '/chat/any'), [router]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Chats</Trans>
        </Title>
        <Text c="gray.7">
          <Trans>Conversations with your patients, also while offline.</Trans>
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          aria-label={t`Search conversations`}
          placeholder={t`Search by name or message`}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {patients.length > 0 ? (
          <Select
            aria-label={t`Write to a patient`}
            placeholder={t`Write to a patient…`}
            searchable
            limit={50}
            data={patients.map((patient) => ({ value: patient.id, label: patient.name }))}
            value={null}
            onChange={(id) => id && open(id)}
          />
        ) : null}
      </SimpleGrid>
      <Paper withBorder radius="md">
        {conversations === undefined ? null : conversations.length === 0 ? (
          <EmptyOnceSynced>
            <Text c="gray.7" ta="center" py="xl" px="md" data-testid="chats-empty">
              {hasAny ? (
                <Trans>No conversation matches your search.</Trans>
              ) : (
                <Trans>No conversations yet. Choose a patient above to write the first message.</Trans>
              )}
            </Text>
          </EmptyOnceSynced>
        ) : (
          <Stack gap={0} component="ul" role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {conversations.map((conversation) => (
              <ConversationRow
                key={conversation.patientId}
                conversation={conversation}
                online={presence.isOnline(conversation.patientId)}
                onOpen={open}
              />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function ConversationRow({
  conversation,
  online,
  onOpen,
}: {
  conversation: NamedConversation;
  online: boolean;
  onOpen: (patientId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { patientName, last, unread } = conversation;
  const fromYou = last.sender === 'specialist';
  const summary = messageSummary(last);
  return (
    <li style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} data-testid="conversation-row">
      <UnstyledButton onClick={() => onOpen(conversation.patientId)} w="100%" p="md">
        <Group wrap="nowrap" gap="md" align="flex-start">
          <PresenceAvatar name={patientName} online={online} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={unread > 0 ? 700 : 600} size="sm" truncate dir="auto">
                {patientName}
              </Text>
              <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                {lastActivity(i18n, last.sentAt)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                {last.attachments.length > 0 ? <IconPaperclip size={14} aria-hidden /> : null}
                <Text size="sm" c={unread > 0 ? 'dark' : 'gray.7'} lineClamp={1} dir="auto">
                  {fromYou ? t`You: ${summary}` : summary}
                </Text>
              </Group>
              {unread > 0 ? (
                <Badge color="teal" variant="filled" circle aria-label={t`${unread} unread`}>
                  {unread}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}

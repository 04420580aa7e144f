// A conversation's messages, oldest first, with a separator for each day in the interface language.
// Each message keeps its own direction (`dir="auto"`): an Arabic reply in an English interface reads
// right to left, and back. Shown from one side (`me`: the specialist in the office, the patient on
// their link): my messages on the inline end, saying whether they still wait, were sent, or were read.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { ChatMessageRow } from '#core/chats/chat-message-schema';
import { dayKey, daySeparator, messageTime } from './chat-time.ts';

/** What a message shows: the office's rows and the patient's answers both have it. */
export type ShownMessage = Pick<ChatMessageRow, 'id' | 'sender' | 'text' | 'sentAt' | 'readAt'>;

type Props = {
  messages: readonly ShownMessage[];
  waiting: ReadonlySet<string>;
  me: ChatMessageRow['sender'];
};

export function MessageList({ messages, waiting, me }: Props) {
  const { t, i18n } = useLingui();
  const labels = { today: t`Today`, yesterday: t`Yesterday` };
  return (
    <Stack gap="xs">
      {messages.map((message, index) => {
        const startsDay = index === 0 || dayKey(messages[index - 1]?.sentAt ?? '') !== dayKey(message.sentAt);
        return (
          <Fragment key={message.id}>
            {startsDay ? (
              <Divider my="xs" labelPosition="center" label={daySeparator(i18n, message.sentAt, labels)} />
            ) : null}
            <MessageBubble
              message={message}
              isMine={message.sender === me}
              isWaiting={waiting.has(message.id)}
            />
          </Fragment>
        );
      })}
    </Stack>
  );
}

function MessageBubble({
  message,
  isMine: fromYou,
  isWaiting,
}: {
  message: ShownMessage;
  isMine: boolean;
  isWaiting: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <Group justify={fromYou ? 'flex-end' : 'flex-start'} data-testid="chat-message">
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="min(80%, 36rem)"
        bg={fromYou ? 'teal.0' : 'gray.1'}
        withBorder={!fromYou}
      >
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
        <Group gap={4} justify="flex-end" mt={2}>
          <Text size="xs" c="gray.7">
            {messageTime(i18n, message.sentAt)}
          </Text>
          {fromYou ? <DeliveryState isWaiting={isWaiting} isRead={message.readAt !== null} /> : null}
        </Group>
      </Paper>
    </Group>
  );
}

function DeliveryState({ isWaiting, isRead }: { isWaiting: boolean; isRead: boolean }) {
  const [Icon, label] = isWaiting
    ? [IconClock, <Trans key="w">Waiting to send</Trans>]
    : isRead
      ? [IconChecks, <Trans key="r">Read</Trans>]
      : [IconCheck, <Trans key="s">Sent</Trans>];
  return (
    <Group gap={2} data-testid="delivery-state">
      <Box component={Icon} size={14} aria-hidden c="gray.7" />
      <Text size="xs" c="gray.7">
        {label}
      </Text>
    </Group>
  );
}

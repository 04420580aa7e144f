// `/chat-patient/{token}`: the patient's side of the conversation, opened from the link their
// specialist sent. No account, no office: the specialist's name, the conversation (refreshed every few
// seconds while the page is visible), the composer, and the language choice. What the specialist wrote
// is marked read once shown. A link that no longer works says so and what to do.
import { Trans } from '@lingui/react/macro';
import { Alert, Avatar, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type ConversationAnswer,
  fetchPatientConversation,
  markPatientRead,
  sendPatientMessage,
} from '#local/chats/patient-chat-client';
import { initialsOf } from '../../ui/initials.ts';
import { PublicPageFrame } from '../../ui/PublicPageFrame.tsx';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { MessageLog } from './MessageLog.tsx';

/** Until the patient's realtime connection exists, the page asks for news this often while visible. */
const REFRESH_MS = 4000;

export function PatientChatPage({ token }: { token: string }) {
  const [answer, setAnswer] = useState<ConversationAnswer>();
  const pending = useRef<{ id: string; text: string }>(undefined);
  const scroller = useRef<HTMLDivElement>(null);

  const refresh = useCallback(async () => {
    const next = await fetchPatientConversation(token);
    // A passing network failure keeps what is shown.
    setAnswer((previous) => (next.status === 'unreachable' && previous?.status === 'ok' ? previous : next));
  }, [token]);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const conversation = answer?.status === 'ok' ? answer.conversation : undefined;
  const specialistName = conversation?.specialist.name ?? '';
  const lastFromSpecialist = conversation?.messages.findLast(
    (message) => message.sender === 'specialist' && message.readAt === null,
  );
  useEffect(() => {
    if (lastFromSpecialist) void markPatientRead(token, lastFromSpecialist.sentAt);
  }, [lastFromSpecialist, token]);
  const lastId = conversation?.messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the last message changes.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  const send = async (text: string) => {
    // A retry of the same text after a failure keeps its id: the server stores it once.
    const message = pending.current?.text === text ? pending.current : { id: crypto.randomUUID(), text };
    pending.current = message;
    const refusal = await sendPatientMessage(token, message);
    if (refusal === undefined) {
      pending.current = undefined;
      await refresh();
    }
    return refusal;
  };

  return (
    <PublicPageFrame>
      {answer === undefined ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton h={36} w="60%" />
          <Skeleton h={300} />
        </Stack>
      ) : answer.status === 'unavailable' ? (
        <Stack gap="md">
          <Title order={1} fz="h3">
            <Trans>This conversation cannot be opened</Trans>
          </Title>
          <Alert color="yellow" role="alert">
            <Trans>The link no longer works. Please ask your specialist for a new one.</Trans>
          </Alert>
        </Stack>
      ) : answer.status === 'unreachable' ? (
        <Stack gap="md">
          <Title order={1} fz="h3">
            <Trans>This conversation cannot be loaded</Trans>
          </Title>
          <Alert color="yellow" role="alert">
            <Trans>Check your internet connection; the page tries again by itself.</Trans>
          </Alert>
        </Stack>
      ) : (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <Avatar radius="xl" color="teal" aria-hidden>
              {initialsOf(specialistName)}
            </Avatar>
            <Title order={1} fz="h3">
              <Trans>Conversation with {specialistName}</Trans>
            </Title>
          </Group>
          <MessageLog ref={scroller}>
            {answer.conversation.messages.length === 0 ? (
              <Text c="gray.7" ta="center" py="xl">
                <Trans>No messages yet. Write the first one below.</Trans>
              </Text>
            ) : (
              <MessageList messages={answer.conversation.messages} waiting={new Set()} me="patient" />
            )}
          </MessageLog>
          <Composer send={send} />
          <Text size="xs" c="gray.7">
            <Trans>This page is private to you: anyone with its address can read the conversation.</Trans>
          </Text>
        </Stack>
      )}
    </PublicPageFrame>
  );
}

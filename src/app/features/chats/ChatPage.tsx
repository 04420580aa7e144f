// `/chat/{patientId}`: one conversation from the device, offline too — the latest messages first in
// view, older ones on request, what the patient wrote marked read as it is shown, the composer, and
// the patient's link, and the patient's state (connected, typing…) from the office socket. New
// messages keep the view at the bottom unless the reader scrolled up. The conversation is also the
// room of chat-mode sessions: their start and end are marked in it, and one under way can be completed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLink } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChatAttachment } from '#core/chats/chat-message-schema';
import { chatStatus } from '#core/chats/chat-status';
import { markConversationRead, sendChatMessage } from '#local/chats/chat-commands';
import { conversationMessages, waitingMessageIds } from '#local/chats/chat-queries';
import { officePresence, reportTyping } from '#local/chats/office-presence';
import { markTargetNotificationsRead } from '#local/notifications/notification-commands';
import { hasUnreadFor } from '#local/notifications/notification-queries';
import { getPatient } from '#local/patients/patient-queries';
import { patientSessions } from '#local/sessions/session-queries';
import { AnchorLink } from '../../ui/links.tsx';
import { MirroredIcon } from '../../ui/MirroredIcon.tsx';
import { openOwnFile } from '../../ui/open-own-file.ts';
import { useRecordView } from '../access-log/useRecordView.ts';
import { ChatSessionBar } from './ChatSessionBar.tsx';
import { PatientStatusLine } from './ChatStatusLine.tsx';
import { Composer } from './Composer.tsx';
import { type ConversationOpening, FIRST_PAINT } from './conversation-opening.ts';
import { MessageList } from './MessageList.tsx';
import { MessageLog } from './MessageLog.tsx';
import { SendLinkModal } from './SendLinkModal.tsx';
import { sessionMarks } from './session-marks.ts';
import { usePresence } from './usePresence.ts';

const PAGE = 50;

const showOwnAttachment = (attachment: ChatAttachment) => void openOwnFile(attachment.fileId);
/** How close to the bottom still counts as "reading the latest" (px). */
const BOTTOM_SLACK_PX = 80;

type Props = {
  patientId: string;
  /** Read by the route before this renders: the first frame shows them, the live queries follow. */
  opening?: ConversationOpening;
};

export function ChatPage({ patientId, opening }: Props) {
  const { t, i18n } = useLingui();
  const patient = useLiveQuery(
    async () => (await getPatient(patientId)) ?? null,
    [patientId],
    opening?.patient,
  );
  useRecordView(patient ? { subject: 'chat', subjectId: patientId, patientId } : undefined);
  const chatSessions = useLiveQuery(
    async () => (await patientSessions(patientId)).filter((session) => session.mode === 'chat'),
    [patientId],
  );
  const marks = useMemo(() => sessionMarks(i18n, chatSessions ?? []), [chatSessions, i18n]);
  const ongoing = chatSessions?.find((session) => session.status === 'ongoing');
  const [count, setCount] = useState(FIRST_PAINT);
  const page = useLiveQuery(() => conversationMessages(patientId, count), [patientId, count], opening?.page);
  const isFirstPaint = count === FIRST_PAINT && page !== undefined;
  useEffect(() => {
    if (!isFirstPaint) return;
    // Once the browser is idle after showing the newest messages (at the latest a tenth of a second on).
    const more = () => setCount(PAGE);
    if (typeof requestIdleCallback !== 'function') {
      const timer = window.setTimeout(more, 50);
      return () => window.clearTimeout(timer);
    }
    const idle = requestIdleCallback(more, { timeout: 100 });
    return () => cancelIdleCallback(idle);
  }, [isFirstPaint]);
  const waiting = useLiveQuery(
    () => (page ? waitingMessageIds(page.messages) : Promise.resolve(new Set<string>())),
    [page],
  );
  const [linkOpened, setLinkOpened] = useState(false);
  // The link's dialog (a portal, a scroll lock, focus traps) is built on first use, not with every
  // conversation opened. Kept afterwards, for its exit transition.
  const [hasOpenedLink, setHasOpenedLink] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const last = page?.messages.at(-1);
  const lastId = last?.id;
  const presence = usePresence(officePresence);
  const online = presence.isOnline(patientId);
  // "Disconnected" only for a patient seen connected while this conversation was open.
  const seenOnline = useRef(false);
  if (online) seenOnline.current = true;
  const status = chatStatus({ online, typing: presence.isTyping(patientId), seenOnline: seenOnline.current });

  // The conversation is open: its notification has been seen.
  const target = `/chat/${patientId}`;
  const isNotified = useLiveQuery(() => hasUnreadFor(target), [target]);
  useEffect(() => {
    if (isNotified) void markTargetNotificationsRead(target);
  }, [isNotified, target]);
  // Their message has arrived: they are no longer typing it.
  useEffect(() => {
    if (last?.sender === 'patient') officePresence.stopTyping(patientId);
  }, [last, patientId]);

  // What the patient wrote is read once it is on screen.
  useEffect(() => {
    if (page?.messages.some((message) => message.sender === 'patient' && message.readAt === null))
      void markConversationRead(patientId);
  }, [page, patientId]);
  // A new last message (sent or received), or the rest of the first page drawn above it, keeps the end
  // in view unless the reader is up in the history.
  const shown = page?.messages.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the last message or the count changes.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && atBottom.current) box.scrollTop = box.scrollHeight;
  }, [lastId, shown]);

  if (patient === null)
    return (
      <Alert color="yellow" title={t`Conversation not found`}>
        <AnchorLink to="/chats">
          <Trans>Back to chats</Trans>
        </AnchorLink>
      </Alert>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <AnchorLink to="/chats" aria-label={t`Back to chats`} c="gray.8">
            <MirroredIcon icon={IconArrowLeft} size={20} />
          </AnchorLink>
          <Stack gap={0}>
            <Title order={1} fz="h3" dir="auto">
              {patient?.name ?? ''}
            </Title>
            <PatientStatusLine status={status} />
          </Stack>
        </Group>
        <Button
          variant="light"
          leftSection={<IconLink size={16} aria-hidden />}
          onClick={() => {
            setHasOpenedLink(true);
            setLinkOpened(true);
          }}
          disabled={!patient}
        >
          <Trans>Send link to patient</Trans>
        </Button>
      </Group>
      {ongoing ? <ChatSessionBar session={ongoing} /> : null}
      <MessageLog
        ref={scroller}
        onScroll={(event) => {
          const box = event.currentTarget;
          atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < BOTTOM_SLACK_PX;
        }}
      >
        {page?.hasOlder ? (
          <Group justify="center" mb="xs">
            <Button variant="subtle" size="xs" onClick={() => setCount((current) => current + PAGE)}>
              <Trans>Show older messages</Trans>
            </Button>
          </Group>
        ) : null}
        {page && page.messages.length === 0 ? (
          <Text c="gray.7" ta="center" py="xl">
            <Trans>No messages yet. Write the first one below; it leaves as soon as you are online.</Trans>
          </Text>
        ) : null}
        {page ? (
          <MessageList
            messages={page.messages}
            marks={marks}
            waiting={waiting ?? new Set()}
            me="specialist"
            onShowAttachment={showOwnAttachment}
          />
        ) : null}
      </MessageLog>
      <Composer
        send={async (text, files) => {
          const result = await sendChatMessage(patientId, text, files);
          return result.ok ? undefined : result.messageId;
        }}
        onSent={() => {
          atBottom.current = true;
        }}
        onTyping={() => reportTyping(patientId)}
      />
      {patient && hasOpenedLink ? (
        <SendLinkModal
          patientId={patientId}
          patientEmail={patient.email}
          patientLanguage={patient.language ?? undefined}
          opened={linkOpened}
          onClose={() => setLinkOpened(false)}
        />
      ) : null}
    </Stack>
  );
}

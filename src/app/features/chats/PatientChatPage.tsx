// `/chat-patient/{token}`: the patient's side of the conversation, opened from the link their
// specialist sent. No account, no office: the specialist's name, photo and whether they are online or typing,
// the conversation (fetched again whenever the socket says it changed) with its documents and the marks
// of its chat-mode sessions, the composer (documents too, each sent as a message of its own), the next
// session with Join (the room, loaded only then, replaces the conversation), and the language choice. What the specialist wrote is marked read once shown. A link that no longer works says so and
// what to do.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { attachmentsRefusal } from '#core/chats/chat-attachments';
import type { ChatAttachment } from '#core/chats/chat-message-schema';
import { TYPING_REPORT_INTERVAL_MS, throttle } from '#core/chats/chat-realtime';
import { createPresenceTracker, SPECIALIST } from '#core/chats/presence-tracker';
import {
  type ConversationAnswer,
  fetchPatientConversation,
  fetchPatientFile,
  fetchSpecialistPhoto,
  markPatientRead,
  sendPatientAttachment,
  sendPatientMessage,
} from '#local/chats/patient-chat-client';
import { connectPatientSocket, type PatientSocket } from '#local/chats/patient-socket';
import { openBlobInNewTab } from '../../ui/open-blob.ts';
import { PublicPageFrame } from '../../ui/PublicPageFrame.tsx';
import { useRoomClock } from '../rooms/useRoomClock.ts';
import { SpecialistStatusLine } from './ChatStatusLine.tsx';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { MessageLog } from './MessageLog.tsx';
import { PatientNextSession } from './PatientNextSession.tsx';
import { PresenceAvatar } from './PresenceAvatar.tsx';
import { sessionMarks } from './session-marks.ts';
import { usePresence } from './usePresence.ts';

const PatientRoom = lazy(() => import('../rooms/PatientRoom.tsx'));

/** In case the socket cannot get through (a proxy refusing WebSockets), the page also asks this often. */
const FALLBACK_REFRESH_MS = 30_000;
/** The patient's page has no outbox: what they send is sent at once or refused. */
const NOTHING_WAITING: ReadonlySet<string> = new Set();

export function PatientChatPage({ token }: { token: string }) {
  const [answer, setAnswer] = useState<ConversationAnswer>();
  const pendingIds = useRef(new Map<string | File, string>());
  const scroller = useRef<HTMLDivElement>(null);
  const [tracker] = useState(createPresenceTracker);
  const presence = usePresence(tracker);
  const socket = useRef<PatientSocket>(undefined);
  const [mayReportTyping] = useState(() => throttle(TYPING_REPORT_INTERVAL_MS));
  const [photo, setPhoto] = useState<string>();
  const [isInRoom, setInRoom] = useState(false);
  const nowMs = useRoomClock();
  const { i18n } = useLingui();
  useEffect(() => {
    let url: string | undefined;
    void fetchSpecialistPhoto(token).then((fetched) => {
      url = fetched;
      setPhoto(fetched);
    });
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [token]);

  const refresh = useCallback(async () => {
    const next = await fetchPatientConversation(token);
    // A passing network failure keeps what is shown.
    setAnswer((previous) => (next.status === 'unreachable' && previous?.status === 'ok' ? previous : next));
  }, [token]);

  useEffect(() => {
    void refresh();
    socket.current = connectPatientSocket(token, {
      onNews: () => void refresh(),
      onRealtime: (message) => tracker.apply(message),
      onDisconnected: () => tracker.reset(),
      onRefused: () => setAnswer({ status: 'unavailable' }),
    });
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, FALLBACK_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      socket.current?.close();
    };
  }, [refresh, token, tracker]);

  const conversation = answer?.status === 'ok' ? answer.conversation : undefined;
  const specialistName = conversation?.specialist.name ?? '';
  const nextSession = conversation?.nextSession ?? null;
  const chatSessions = conversation?.chatSessions;
  const marks = useMemo(() => (chatSessions ? sessionMarks(i18n, chatSessions) : []), [chatSessions, i18n]);
  const lastFromSpecialist = conversation?.messages.findLast(
    (message) => message.sender === 'specialist' && message.readAt === null,
  );
  useEffect(() => {
    if (lastFromSpecialist) void markPatientRead(token, lastFromSpecialist.sentAt);
  }, [lastFromSpecialist, token]);
  const last = conversation?.messages.at(-1);
  const lastId = last?.id;
  // Their message has arrived: they are no longer typing it.
  useEffect(() => {
    if (last?.sender === 'specialist') tracker.stopTyping(SPECIALIST);
  }, [last, tracker]);
  const showAttachment = useCallback(
    (attachment: ChatAttachment) => void openBlobInNewTab(() => fetchPatientFile(token, attachment.fileId)),
    [token],
  );
  const reportTyping = () => {
    if (mayReportTyping()) socket.current?.send({ type: 'typing' });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the last message changes.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  /** The text first, then each document as a message of its own; the first refusal stops the rest. */
  const send = async (text: string, files: readonly File[]) => {
    const refused = attachmentsRefusal(files);
    if (refused) return refused.id;
    // A retry after a failure sends the same text and files under the same ids: stored once each.
    const idOf = (key: string | File) => {
      const id = pendingIds.current.get(key) ?? crypto.randomUUID();
      pendingIds.current.set(key, id);
      return id;
    };
    let refusal: string | undefined;
    if (text.trim() !== '') refusal = await sendPatientMessage(token, { id: idOf(text), text });
    for (const file of files) {
      if (refusal) break;
      refusal = await sendPatientAttachment(token, { id: idOf(file), file });
    }
    if (refusal === undefined) pendingIds.current.clear();
    await refresh();
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
        <LinkProblem
          title={<Trans>This conversation cannot be opened</Trans>}
          text={<Trans>The link no longer works. Please ask your specialist for a new one.</Trans>}
        />
      ) : answer.status === 'unreachable' ? (
        <LinkProblem
          title={<Trans>This conversation cannot be loaded</Trans>}
          text={<Trans>Check your internet connection; the page tries again by itself.</Trans>}
        />
      ) : isInRoom && nextSession && socket.current ? (
        <Suspense fallback={<Skeleton h={420} />}>
          <PatientRoom
            token={token}
            channel={socket.current.room}
            session={nextSession}
            specialistName={specialistName}
            onClose={() => setInRoom(false)}
          />
        </Suspense>
      ) : (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <PresenceAvatar
              name={specialistName}
              online={presence.isOnline(SPECIALIST)}
              photo={photo}
              announced
            />
            <Stack gap={0}>
              <Title order={1} fz="h3">
                <Trans>Conversation with {specialistName}</Trans>
              </Title>
              <SpecialistStatusLine
                online={presence.isOnline(SPECIALIST)}
                typing={presence.isTyping(SPECIALIST)}
              />
            </Stack>
          </Group>
          {nextSession ? (
            <PatientNextSession session={nextSession} nowMs={nowMs} onJoin={() => setInRoom(true)} />
          ) : null}
          <MessageLog ref={scroller}>
            {answer.conversation.messages.length === 0 ? (
              <Text c="gray.7" ta="center" py="xl">
                <Trans>No messages yet. Write the first one below.</Trans>
              </Text>
            ) : (
              <MessageList
                messages={answer.conversation.messages}
                marks={marks}
                waiting={NOTHING_WAITING}
                me="patient"
                onShowAttachment={showAttachment}
              />
            )}
          </MessageLog>
          <Composer send={send} onTyping={reportTyping} />
          <Text size="xs" c="gray.7">
            <Trans>This page is private to you: anyone with its address can read the conversation.</Trans>
          </Text>
        </Stack>
      )}
    </PublicPageFrame>
  );
}

function LinkProblem({ title, text }: { title: ReactNode; text: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {title}
      </Title>
      <Alert color="yellow" role="alert">
        {text}
      </Alert>
    </Stack>
  );
}

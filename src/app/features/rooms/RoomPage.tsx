// `/room/{sessionId}`: the specialist's side of a video or audio session, opened by Join Now. The
// pre-join screen, then the call over the office socket; the session turns Ongoing (with its actual
// start) when both are in, and ending the call offers Mark completed (with its actual end), which
// counts it in the earnings. A chat-mode session has no room: its conversation is the room.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { isRoomOpen } from '#core/rooms/join-window';
import { ROOM_MESSAGES } from '#core/rooms/room-messages';
import type { SessionRow } from '#core/sessions/session-schema';
import { getPatient } from '#local/patients/patient-queries';
import { officeRoomChannel } from '#local/realtime/office-socket';
import { completeSession, joinSession } from '#local/sessions/session-commands';
import { getSession } from '#local/sessions/session-queries';
import { translate } from '../../i18n/translate.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { RecordNotFound } from '../../ui/RecordPage.tsx';
import { CallView } from './CallView.tsx';
import { fetchOfficeIceServers } from './ice-config.ts';
import { PreJoin } from './PreJoin.tsx';
import { RoomNotices } from './RoomNotices.tsx';
import { useCall } from './useCall.ts';
import { useLocalMedia } from './useLocalMedia.ts';
import { useRoomClock } from './useRoomClock.ts';

export function RoomPage({ sessionId }: { sessionId: string }) {
  const session = useLiveQuery(async () => (await getSession(sessionId)) ?? null, [sessionId]);
  const patient = useLiveQuery(
    async () => (session ? ((await getPatient(session.patientId)) ?? null) : undefined),
    [session?.patientId],
  );
  const nowMs = useRoomClock();
  const [endedAt, setEndedAt] = useState<Date>();
  const [attempt, setAttempt] = useState(0);

  if (session === undefined) return null;
  if (session === null)
    return (
      <RecordNotFound
        title={<Trans>Session not found</Trans>}
        back={{ to: '/sessions', label: <Trans>Back to sessions</Trans> }}
      />
    );
  if (session.mode === 'chat') return <Navigate to="/chat/$id" params={{ id: session.patientId }} />;
  const patientName = patient?.name ?? '';
  const isOpen = isRoomOpen(session, nowMs);
  if (endedAt)
    return (
      <CallEnded
        session={session}
        endedAt={endedAt}
        isOpen={isOpen}
        onRejoin={() => {
          setEndedAt(undefined);
          setAttempt((current) => current + 1);
        }}
      />
    );
  if (!isOpen && attempt === 0) return <NoRoom sessionId={session.id} />;
  return (
    <SpecialistRoom
      key={attempt}
      session={session}
      patientName={patientName}
      onEnded={() => setEndedAt(new Date())}
    />
  );
}

function SpecialistRoom({
  session,
  patientName,
  onEnded,
}: {
  session: SessionRow;
  patientName: string;
  onEnded(): void;
}) {
  const { t, i18n } = useLingui();
  const media = useLocalMedia(session.mode === 'video');
  const call = useCall({
    channel: officeRoomChannel,
    role: 'specialist',
    sessionId: session.id,
    isVideo: session.mode === 'video',
    media,
    fetchIceServers: fetchOfficeIceServers,
  });
  const connectedAt = call.snapshot?.connectedAt;
  const isPlanned = session.status === 'scheduled' || session.status === 'rescheduled';
  // Both are in: the session is under way, from the moment they met (offline too: it syncs later).
  useEffect(() => {
    if (connectedAt && isPlanned)
      void joinSession(session.id, { locale: i18n.locale, now: new Date(connectedAt) });
  }, [connectedAt, isPlanned, session.id, i18n.locale]);

  if (!call.snapshot)
    return (
      <PreJoin
        title={<Trans>Session with {patientName}</Trans>}
        media={media}
        wantsVideo={session.mode === 'video'}
        isJoining={call.isStarting}
        onJoin={() => void call.start()}
      />
    );
  return (
    <Stack gap="sm">
      <Title order={1} fz="h3">
        <Trans>Session with {patientName}</Trans>
      </Title>
      <RoomNotices snapshot={call.snapshot} onJoinAgain={() => window.location.reload()} />
      <CallView
        snapshot={call.snapshot}
        media={media}
        isVideo={session.mode === 'video'}
        otherName={patientName}
        phaseLabels={{
          waiting: t`Waiting for patient`,
          connecting: t`Connecting…`,
          connected: t`Patient connected`,
          reconnecting: t`Reconnecting…`,
          disconnected: t`Patient disconnected`,
        }}
        endLabel={t`End session`}
        onEnd={() => {
          call.hangUp();
          media.stop();
          onEnded();
        }}
      />
    </Stack>
  );
}

function CallEnded({
  session,
  endedAt,
  isOpen,
  onRejoin,
}: {
  session: SessionRow;
  endedAt: Date;
  isOpen: boolean;
  onRejoin(): void;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string>();
  const complete = async () => {
    // The actual end is when the call ended, not when the button was pressed.
    const result = await completeSession(session.id, { locale: i18n.locale, now: endedAt });
    if (!result.ok) return setRefusal(translate(result.error.message));
    await navigate({ to: '/sessions-profile/$id', params: { id: session.id } });
  };
  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <Stack gap="md">
        <Title order={1} fz="h3">
          <Trans>The call has ended</Trans>
        </Title>
        {session.status === 'ongoing' ? (
          <Text>
            <Trans>Mark the session completed to count it in your earnings.</Trans>
          </Text>
        ) : null}
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Group gap="sm">
          {session.status === 'ongoing' ? (
            <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => void complete()}>
              <Trans>Mark completed</Trans>
            </Button>
          ) : null}
          {isOpen && session.status !== 'completed' ? (
            <Button variant="default" onClick={onRejoin}>
              <Trans>Join again</Trans>
            </Button>
          ) : null}
          <AnchorLink to="/sessions-profile/$id" params={{ id: session.id }}>
            <Trans>Back to the session</Trans>
          </AnchorLink>
        </Group>
      </Stack>
    </Paper>
  );
}

function NoRoom({ sessionId }: { sessionId: string }) {
  return (
    <Stack gap="md" maw={560}>
      <Alert color="yellow" role="alert">
        {translate(ROOM_MESSAGES.noRoomOpen)}
      </Alert>
      <AnchorLink to="/sessions-profile/$id" params={{ id: sessionId }}>
        <Trans>Back to the session</Trans>
      </AnchorLink>
    </Stack>
  );
}

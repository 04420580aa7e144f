// The patient's side of a video or audio session, inside their link's page (lazy: only a patient who
// joins loads the call's code). The pre-join screen, then the call over the page's own socket; leaving
// offers to join again while the room is open, or to go back to the conversation.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PatientSessionView } from '#core/chats/chat-link-api';
import type { RoomChannel } from '#local/rooms/room-channel';
import { CallView } from './CallView.tsx';
import { fetchPatientIceServers } from './ice-config.ts';
import { PreJoin } from './PreJoin.tsx';
import { RoomNotices } from './RoomNotices.tsx';
import { useCall } from './useCall.ts';
import { useLocalMedia } from './useLocalMedia.ts';

type Props = {
  token: string;
  channel: RoomChannel;
  session: PatientSessionView;
  specialistName: string;
  onClose(): void;
};

export default function PatientRoom(props: Props) {
  const [hasLeft, setLeft] = useState(false);
  const [attempt, setAttempt] = useState(0);
  if (hasLeft)
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={1} fz="h3">
            <Trans>You left the session</Trans>
          </Title>
          <Text>
            <Trans>You can join again while the session lasts.</Trans>
          </Text>
          <Group gap="sm">
            <Button
              onClick={() => {
                setLeft(false);
                setAttempt((current) => current + 1);
              }}
            >
              <Trans>Join again</Trans>
            </Button>
            <Button variant="default" onClick={props.onClose}>
              <Trans>Back to the conversation</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  return <PatientCall key={attempt} {...props} onLeft={() => setLeft(true)} />;
}

function PatientCall({
  token,
  channel,
  session,
  specialistName,
  onClose,
  onLeft,
}: Props & { onLeft(): void }) {
  const { t } = useLingui();
  const media = useLocalMedia(session.mode === 'video');
  const call = useCall({
    channel,
    role: 'patient',
    sessionId: undefined,
    isVideo: session.mode === 'video',
    media,
    fetchIceServers: () => fetchPatientIceServers(token),
  });
  const title = <Trans>Session with {specialistName}</Trans>;
  if (!call.snapshot)
    return (
      <Stack gap="sm">
        <PreJoin
          title={title}
          media={media}
          wantsVideo={session.mode === 'video'}
          isJoining={call.isStarting}
          onJoin={() => void call.start()}
        />
        <Button variant="subtle" onClick={onClose} style={{ alignSelf: 'flex-start' }}>
          <Trans>Back to the conversation</Trans>
        </Button>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Title order={1} fz="h3">
        {title}
      </Title>
      <RoomNotices snapshot={call.snapshot} onJoinAgain={() => window.location.reload()} />
      <CallView
        snapshot={call.snapshot}
        media={media}
        isVideo={session.mode === 'video'}
        otherName={specialistName}
        phaseLabels={{
          waiting: t`Waiting for your specialist`,
          connecting: t`Connecting…`,
          connected: t`Connected`,
          reconnecting: t`Reconnecting…`,
          disconnected: t`Your specialist disconnected`,
        }}
        endLabel={t`Leave session`}
        onEnd={() => {
          call.hangUp();
          media.stop();
          onLeft();
        }}
      />
    </Stack>
  );
}

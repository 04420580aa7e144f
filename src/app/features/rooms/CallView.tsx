// The room during a call: the other side on the stage, our picture in the corner, the state of the
// call (the spec's "waiting for patient", "patient connected", "patient disconnected", and connecting
// or reconnecting in between) announced to screen readers, the connection's quality, a notice when a
// weak link paused our video, and the controls: microphone, camera, devices, end.
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Avatar, Popover, Text, VisuallyHidden } from '@mantine/core';
import {
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconSettings,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { CallPhase } from '#core/rooms/call-phase';
import type { CallQuality } from '#core/rooms/call-quality';
import { initialsOf } from '../../ui/initials.ts';
import { DevicePickers } from './DevicePickers.tsx';
import { MediaVideo } from './MediaVideo.tsx';
import { NothingRecorded } from './NothingRecorded.tsx';
import type { CallSnapshot } from './peer-call.ts';
import classes from './Room.module.css';
import { SelfView } from './SelfView.tsx';
import type { LocalMedia } from './useLocalMedia.ts';

type Props = {
  snapshot: CallSnapshot;
  media: LocalMedia;
  /** A video session; an audio one has no camera to offer. */
  isVideo: boolean;
  otherName: string;
  phaseLabels: Record<CallPhase, string>;
  endLabel: string;
  onEnd(): void;
};

const QUALITY_COLORS: Record<Exclude<CallQuality, 'unknown'>, string> = {
  good: '#40c057',
  fair: '#fab005',
  poor: '#fa5252',
};

export function CallView({ snapshot, media, isVideo, otherName, phaseLabels, endLabel, onEnd }: Props) {
  const { t } = useLingui();
  const hasRemoteVideo = useLiveVideo(snapshot.remoteStream);
  const qualityLabels: Record<Exclude<CallQuality, 'unknown'>, string> = {
    good: t`Connection: good`,
    fair: t`Connection: fair`,
    poor: t`Connection: poor`,
  };
  const isVideoPaused = snapshot.level === 'audio' && media.video !== undefined;
  return (
    <div
      className={classes.stage}
      data-testid="call"
      data-phase={snapshot.phase}
      data-frames-decoded={snapshot.framesDecoded}
      data-audio-bytes={snapshot.audioBytesReceived}
    >
      <MediaVideo
        className={classes.remote}
        stream={snapshot.remoteStream}
        aria-label={t`${otherName}'s camera`}
        onLoadedData={() => performance.mark('room:first-remote-frame')}
      />
      {hasRemoteVideo && snapshot.phase === 'connected' ? null : (
        <div className={classes.placeholder}>
          <Avatar size={96} radius="xl" color="gray" variant="filled">
            {initialsOf(otherName)}
          </Avatar>
          <Text fw={600}>{otherName}</Text>
        </div>
      )}
      <div className={classes.topBar}>
        <span className={classes.chip} role="status" data-testid="call-status">
          {phaseLabels[snapshot.phase]}
        </span>
        {snapshot.quality !== 'unknown' && snapshot.phase === 'connected' ? (
          <span className={classes.chip} data-testid="call-quality">
            <span
              className={classes.dot}
              style={{ background: QUALITY_COLORS[snapshot.quality] }}
              aria-hidden
            />
            {qualityLabels[snapshot.quality]}
          </span>
        ) : null}
      </div>
      {isVideoPaused ? (
        <Alert className={classes.notice} color="yellow" role="status">
          <Trans>
            Your connection is weak: your video is paused and the sound goes on. It comes back when the
            connection improves.
          </Trans>
        </Alert>
      ) : null}
      {media.video ? <SelfView media={media} className={classes.local} /> : null}
      <div className={classes.controls}>
        <ControlButton
          label={media.isMicOn ? t`Mute microphone` : t`Unmute microphone`}
          isOff={!media.isMicOn || !media.audio}
          disabled={!media.audio}
          onClick={() => media.setMicOn(!media.isMicOn)}
        >
          {media.isMicOn && media.audio ? <IconMicrophone aria-hidden /> : <IconMicrophoneOff aria-hidden />}
        </ControlButton>
        {isVideo ? (
          <ControlButton
            label={media.video ? t`Turn camera off` : t`Turn camera on`}
            isOff={!media.video}
            disabled={media.problems.video === 'denied'}
            onClick={() => void media.setCameraOn(!media.video)}
          >
            {media.video ? <IconVideo aria-hidden /> : <IconVideoOff aria-hidden />}
          </ControlButton>
        ) : null}
        <Popover position="top" withArrow trapFocus shadow="md">
          <Popover.Target>
            <ActionIcon size={56} radius="xl" variant="filled" color="dark" aria-label={t`Choose devices`}>
              <IconSettings aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DevicePickers media={media} />
          </Popover.Dropdown>
        </Popover>
        <ActionIcon
          size={56}
          radius="xl"
          variant="filled"
          color="red.8"
          aria-label={endLabel}
          onClick={onEnd}
        >
          <IconPhoneOff aria-hidden />
        </ActionIcon>
      </div>
      <VisuallyHidden>
        <NothingRecorded />
      </VisuallyHidden>
    </div>
  );
}

function ControlButton(props: {
  label: string;
  isOff: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      size={56}
      radius="xl"
      variant="filled"
      color={props.isOff ? 'gray.7' : 'dark'}
      aria-label={props.label}
      disabled={props.disabled ?? false}
      onClick={props.onClick}
    >
      {props.children}
    </ActionIcon>
  );
}

/** Whether the stream has a video track that is delivering frames (not muted by a paused sender). */
function useLiveVideo(stream: MediaStream | undefined): boolean {
  const [isLive, setLive] = useState(false);
  useEffect(() => {
    if (!stream) {
      setLive(false);
      return;
    }
    const update = () => setLive(stream.getVideoTracks().some((track) => !track.muted));
    update();
    const watched = new Set<MediaStreamTrack>();
    const watch = () => {
      for (const track of stream.getVideoTracks()) {
        if (watched.has(track)) continue;
        watched.add(track);
        track.addEventListener('mute', update);
        track.addEventListener('unmute', update);
      }
      update();
    };
    watch();
    stream.addEventListener('addtrack', watch);
    return () => {
      stream.removeEventListener('addtrack', watch);
      for (const track of watched) {
        track.removeEventListener('mute', update);
        track.removeEventListener('unmute', update);
      }
    };
  }, [stream]);
  return isLive;
}

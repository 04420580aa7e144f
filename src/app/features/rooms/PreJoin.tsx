// Before entering a live session's room: the user sees and hears what they will send — the camera's
// picture, the microphone's level — picks the devices, turns either off, reads why one is missing,
// and joins with whatever works (video, audio only, or neither: the conversation is still there).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { WRAPPING_LABEL } from '../../ui/wrapping-label.ts';
import { DevicePickers } from './DevicePickers.tsx';
import { DeviceProblems } from './DeviceProblems.tsx';
import { MicLevelMeter } from './MicLevelMeter.tsx';
import { NothingRecorded } from './NothingRecorded.tsx';
import classes from './Room.module.css';
import { SelfView } from './SelfView.tsx';
import type { LocalMedia } from './useLocalMedia.ts';

type Props = {
  title: ReactNode;
  media: LocalMedia;
  wantsVideo: boolean;
  isJoining: boolean;
  onJoin(): void;
};

export function PreJoin({ title, media, wantsVideo, isJoining, onJoin }: Props) {
  const { t } = useLingui();
  const joinLabel =
    media.video && wantsVideo ? (
      <Trans>Join</Trans>
    ) : media.audio ? (
      <Trans>Join with audio only</Trans>
    ) : (
      <Trans>Join without camera or microphone</Trans>
    );
  return (
    <Stack gap="md" data-testid="pre-join">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          {!media.isReady ? (
            <Skeleton className={classes.previewOff} />
          ) : media.video ? (
            <SelfView media={media} className={classes.preview} />
          ) : (
            <div className={classes.previewOff}>
              <IconVideoOff size={40} aria-hidden />
            </div>
          )}
          <MicLevelMeter track={media.audio} />
        </Stack>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <DevicePickers media={media} />
            <Group gap="lg">
              <Switch
                label={t`Microphone on`}
                checked={media.isMicOn && media.audio !== undefined}
                disabled={!media.audio}
                onChange={(event) => media.setMicOn(event.currentTarget.checked)}
              />
              {wantsVideo ? (
                <Switch
                  label={t`Camera on`}
                  checked={media.video !== undefined}
                  disabled={!media.isReady || media.problems.video === 'denied'}
                  onChange={(event) => void media.setCameraOn(event.currentTarget.checked)}
                />
              ) : null}
            </Group>
            <DeviceProblems problems={media.problems} />
            <Text size="sm" c="gray.7">
              <NothingRecorded />
            </Text>
            <Button
              size="md"
              onClick={onJoin}
              loading={isJoining}
              disabled={!media.isReady}
              {...WRAPPING_LABEL}
            >
              {joinLabel}
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

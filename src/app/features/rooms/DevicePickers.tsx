// The microphone and camera choices, on the pre-join screen and in the room's device menu. A device's
// label is only known once the user allowed it; before that it reads "Microphone 1", "Camera 1".
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, Stack } from '@mantine/core';
import type { LocalMedia } from './useLocalMedia.ts';

export function DevicePickers({ media }: { media: LocalMedia }) {
  const { t } = useLingui();
  const options = (devices: MediaDeviceInfo[], fallback: (index: number) => string) =>
    devices.map((device, index) => ({ value: device.deviceId, label: device.label || fallback(index + 1) }));
  const audioId = media.audio?.getSettings().deviceId;
  const videoId = media.video?.getSettings().deviceId;
  return (
    <Stack gap="xs">
      {media.microphones.length > 0 ? (
        <NativeSelect
          label={t`Microphone`}
          data={options(media.microphones, (n) => t`Microphone ${n}`)}
          value={audioId ?? ''}
          onChange={(event) => void media.choose('audio', event.currentTarget.value)}
        />
      ) : null}
      {media.cameras.length > 0 ? (
        <NativeSelect
          label={t`Camera`}
          data={options(media.cameras, (n) => t`Camera ${n}`)}
          value={videoId ?? ''}
          onChange={(event) => void media.choose('video', event.currentTarget.value)}
        />
      ) : null}
    </Stack>
  );
}

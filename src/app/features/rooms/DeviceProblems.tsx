// Why the camera or the microphone is not there, and what the user can do: each problem in plain words,
// and that the session can go on without it (audio only, or writing in the conversation).
import { Trans } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DeviceProblem, MediaKind } from './local-media.ts';

const MESSAGES: Record<MediaKind, Record<DeviceProblem, ReactNode>> = {
  audio: {
    denied: (
      <Trans>
        Your browser blocks the microphone. Allow it in the site settings (the icon beside the address), then
        reload this page, or join without sound.
      </Trans>
    ),
    missing: <Trans>No microphone was found. Connect one, or join without sound.</Trans>,
    busy: <Trans>Another application is using the microphone. Close it and reload this page.</Trans>,
  },
  video: {
    denied: (
      <Trans>
        Your browser blocks the camera. Allow it in the site settings (the icon beside the address), or join
        with audio only.
      </Trans>
    ),
    missing: <Trans>No camera was found. You can join with audio only.</Trans>,
    busy: <Trans>Another application is using the camera. Close it, or join with audio only.</Trans>,
  },
};

export function DeviceProblems({ problems }: { problems: Partial<Record<MediaKind, DeviceProblem>> }) {
  const shown = (['audio', 'video'] as const).filter((kind) => problems[kind] !== undefined);
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs">
      {shown.map((kind) => {
        const problem = problems[kind];
        return problem ? (
          <Alert key={kind} color="yellow" role="alert" data-testid={`${kind}-problem`}>
            {MESSAGES[kind][problem]}
          </Alert>
        ) : null;
      })}
    </Stack>
  );
}

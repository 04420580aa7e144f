// What can keep a call from happening, said above it: the server refused the room (not open now, or
// no longer ours), or another tab or window of the same person joined and has the call now.
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { ROOM_MESSAGES } from '#core/rooms/room-messages';
import { translate } from '../../i18n/translate.ts';
import type { CallSnapshot } from './peer-call.ts';

export function RoomNotices({ snapshot, onJoinAgain }: { snapshot: CallSnapshot; onJoinAgain(): void }) {
  if (snapshot.isTakenOver)
    return (
      <Alert color="blue" role="alert">
        <Stack gap="xs" align="flex-start">
          <Trans>You joined this session in another tab or window: the call goes on there.</Trans>
          <Button size="xs" variant="default" onClick={onJoinAgain}>
            <Trans>Join here instead</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  if (snapshot.isRefused)
    return (
      <Alert color="yellow" role="alert">
        {translate(ROOM_MESSAGES.noRoomOpen)}
      </Alert>
    );
  return null;
}

// A person's photo (or initials) with a dot while they are online; the state is also said in words for screen
// readers (the dot is only a picture of it), unless the screen says it beside (`announced`).
import { Trans } from '@lingui/react/macro';
import { Avatar, Indicator, VisuallyHidden } from '@mantine/core';
import { initialsOf } from '../../ui/initials.ts';

type Props = { name: string; online: boolean; announced?: boolean; photo?: string | undefined };

export function PresenceAvatar({ name, online, announced = false, photo }: Props) {
  return (
    <>
      <Indicator
        color="teal.7"
        position="bottom-end"
        offset={5}
        size={11}
        withBorder
        disabled={!online}
        data-testid={online ? 'presence-online' : 'presence-offline'}
      >
        <Avatar radius="xl" color="teal" src={photo ?? null} alt="" aria-hidden>
          {initialsOf(name)}
        </Avatar>
      </Indicator>
      {announced ? null : (
        <VisuallyHidden>{online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}</VisuallyHidden>
      )}
    </>
  );
}

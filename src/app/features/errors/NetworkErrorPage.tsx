import { Trans } from '@lingui/react/macro';
import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';

type Props = { from: string | undefined };

/** Where 413s and unexpected failures land (spec §8). Try Again returns to the screen that failed. */
export function NetworkErrorPage({ from }: Props) {
  const navigate = useNavigate();
  const retryTarget = from?.startsWith('/') && !from.startsWith('//') ? from : undefined;
  return (
    <Center component="main" mih="80vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="orange" aria-hidden>
          <IconWifiOff size={40} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          <Trans>We could not complete your request</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            The connection to the server failed or the request could not be processed. Check your connection,
            then try again.
          </Trans>
        </Text>
        <Group>
          <Button
            onClick={() => {
              if (retryTarget) void navigate({ to: retryTarget });
              else window.history.back();
            }}
          >
            <Trans>Try Again</Trans>
          </Button>
          <Button variant="default" onClick={() => void navigate({ to: '/' })}>
            <Trans>Go to Home</Trans>
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';

// The router's fallback for a crash inside a route. The heading is the spec's exact wording; the
// message helps support, but no stack trace is shown to the user.
export function RouterErrorView({ error, reset }: ErrorComponentProps) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Center component="main" mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={560} ta="center" role="alert">
        <Title order={1} fz="h2">
          <Trans>Unexpected Application Error!</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Something went wrong on this screen. Try again, or go back to the home page.</Trans>
        </Text>
        {detail ? <Code block>{detail}</Code> : null}
        <Group>
          <Button onClick={reset}>
            <Trans>Try Again</Trans>
          </Button>
          <Button variant="default" component="a" href="/">
            <Trans>Go to Home</Trans>
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

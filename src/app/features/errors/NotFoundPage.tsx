import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Center component="main" mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Text fz={64} fw={800} c="teal.8" aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          <Trans>Page not found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            The page you are looking for does not exist or has moved. Check the address, or go back home.
          </Trans>
        </Text>
        <Button component={Link} to="/">
          <Trans>Go to Home</Trans>
        </Button>
      </Stack>
    </Center>
  );
}

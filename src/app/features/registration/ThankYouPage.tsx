import { Trans } from '@lingui/react/macro';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { AnchorLink } from '../../ui/links.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';

/** After sign-up (spec §2 /thankyou): the request is under review; the password link comes by e-mail. */
export function ThankYouPage() {
  return (
    <AuthLayout>
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMailCheck size={36} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          <Trans>Thank you for registering</Trans>
        </Title>
        <Text>
          <Trans>Your request is under review.</Trans>
        </Text>
        <Text c="dimmed">
          <Trans>
            Once an administrator approves it, you will receive an e-mail with a link to create your password.
          </Trans>
        </Text>
        <AnchorLink to="/">
          <Trans>Back to home</Trans>
        </AnchorLink>
      </Stack>
    </AuthLayout>
  );
}

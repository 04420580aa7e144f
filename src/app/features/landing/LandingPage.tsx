import { Trans } from '@lingui/react/macro';
import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from '../../ui/links.tsx';
import { WRAPPING_LABEL } from '../../ui/wrapping-label.ts';
import { AuthLayout } from '../auth/AuthLayout.tsx';

/** Step 1 of onboarding: the pitch to psychologists and coaches, and the way in. */
export function LandingPage() {
  return (
    <AuthLayout>
      <Stack gap="lg">
        <Text size="sm" fw={600} c="teal.8" tt="uppercase">
          <Trans>Step 1 — Registration</Trans>
        </Text>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          <Trans>Grow your practice as a psychologist or coach</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Join our network of mental-health specialists. Register in a few minutes; our team reviews every
            request before it goes live.
          </Trans>
        </Text>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          <List.Item>
            <Trans>Video, audio and chat sessions with your patients</Trans>
          </List.Item>
          <List.Item>
            <Trans>Calendar, session packages and earnings at a glance</Trans>
          </List.Item>
          <List.Item>
            <Trans>Works offline and installs on your phone or desktop</Trans>
          </List.Item>
          <List.Item>
            <Trans>In English, French and Arabic</Trans>
          </List.Item>
        </List>
        <ButtonLink to="/sign-up" size="md" fullWidth {...WRAPPING_LABEL}>
          <Trans>Register as a psychologist or coach</Trans>
        </ButtonLink>
        <Text ta="center" size="sm">
          <Trans>Already registered?</Trans>{' '}
          <AnchorLink to="/sign-in/{-$id}" params={{ id: undefined }}>
            <Trans>Sign in</Trans>
          </AnchorLink>
        </Text>
      </Stack>
    </AuthLayout>
  );
}

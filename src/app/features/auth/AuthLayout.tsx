import { Trans } from '@lingui/react/macro';
import { Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher.tsx';
import { HydratedFieldset } from '../../ui/HydratedFieldset.tsx';
import classes from './AuthLayout.module.css';

type Props = {
  children: ReactNode;
  aside?: ReactNode /** Long forms (registration) get a wider card. */;
  isWide?: boolean;
};

/** The authentication-page style of the spec: a brand panel beside a focused card. */
export function AuthLayout({ children, aside, isWide = false }: Props) {
  const width = isWide ? 760 : 520;
  return (
    <SimpleGrid
      cols={{ base: 1, md: isWide ? 1 : 2 }}
      spacing={0}
      mih="100dvh"
      className={isWide ? classes.stacked : classes.split}
    >
      <Box className={classes.brand} p={{ base: 'lg', md: 48 }}>
        <Stack gap="lg" h="100%" justify="space-between">
          <Group gap="sm">
            <ThemeIcon size={40} radius="md" color="white" variant="white" aria-hidden>
              <IconHeartHandshake size={24} color="var(--mantine-color-teal-8)" />
            </ThemeIcon>
            <Text fw={700} fz="lg" c="white">
              MindOffice
            </Text>
          </Group>
          {aside ?? (
            <Stack gap="xs" visibleFrom="md">
              <Title order={2} c="white">
                <Trans>Your practice, in one calm place.</Trans>
              </Title>
              <Text c="teal.0">
                <Trans>Patients, sessions, chats and earnings — online or offline.</Trans>
              </Text>
            </Stack>
          )}
        </Stack>
      </Box>
      {/* A fieldset only to keep the prerendered controls disabled until React has hydrated them. */}
      <Stack
        renderRoot={(props) => <HydratedFieldset {...props} />}
        p={{ base: 'md', sm: 'xl' }}
        align="center"
        className={classes.content}
      >
        <Group justify="flex-end" w="100%" maw={width}>
          <LanguageSwitcher />
        </Group>
        <Paper component="main" withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={width}>
          {children}
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}

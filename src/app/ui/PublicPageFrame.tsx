// The frame of a page for people without an account (a reader of an article, a patient on their chat
// link): the brand, the language choice, and the page's main landmark in a reading-width column.
import { Box, Container, Group, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher.tsx';

export function PublicPageFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh">
      <Container size={760} py="md">
        <Group justify="space-between" mb="lg">
          <Group gap="xs">
            <IconHeartHandshake size={24} color="var(--mantine-color-teal-8)" aria-hidden />
            <Text fw={700}>MindOffice</Text>
          </Group>
          <LanguageSwitcher />
        </Group>
        <Box component="main">{children}</Box>
      </Container>
    </Box>
  );
}

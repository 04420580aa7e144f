import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

type Props = {
  title: ReactNode;
  description: ReactNode;
  emptyText: ReactNode;
  icon: ComponentType<{ size?: number }>;
};

/**
 * The frame of an office section: its heading, what it is for, and the state a new account sees
 * before it holds any record of that kind.
 */
export function SectionPage({ title, description, emptyText, icon: Icon }: Props) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      <Paper withBorder p="xl" radius="md">
        <Center>
          <Stack align="center" gap="sm" maw={420} ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <Icon size={30} />
            </ThemeIcon>
            <Text c="dimmed">{emptyText}</Text>
          </Stack>
        </Center>
      </Paper>
    </Stack>
  );
}

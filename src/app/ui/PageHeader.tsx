// The head of an office list page: its h1 and a line under it, and the page's main "add" action on
// the inline-end side (wrapping under the title on a phone).
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  description: ReactNode;
  actionLabel: ReactNode;
  onAction: () => void;
};

export function PageHeader({ title, description, actionLabel, onAction }: Props) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAction}>
        {actionLabel}
      </Button>
    </Group>
  );
}

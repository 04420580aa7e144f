import { useLingui } from '@lingui/react/macro';
import { Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  description: ReactNode;
  search?: { value: string; onChange: (value: string) => void };
  children: ReactNode;
  pager: ReactNode;
};

/** Heading, search box, a horizontally scrollable table (phones) and the pager. */
export function AdminListFrame({ title, description, search, children, pager }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {search ? (
        <TextInput
          type="search"
          aria-label={t`Search`}
          placeholder={t`Search by name or e-mail`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          maw={360}
        />
      ) : null}
      <Paper withBorder radius="md">
        <ScrollArea type="auto">{children}</ScrollArea>
      </Paper>
      {pager}
    </Stack>
  );
}
